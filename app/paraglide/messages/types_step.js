/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_StepInputs */

const en_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step`)
};

const de_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schritt`)
};

const fr_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape`)
};

const es_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paso`)
};

const pt_br2_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passo`)
};

const ja_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ステップ`)
};

const ko_types_step = /** @type {(inputs: Types_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`단계`)
};

/**
* | output |
* | --- |
* | "Step" |
*
* @param {Types_StepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_step = /** @type {((inputs?: Types_StepInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_StepInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_step(inputs)
	if (locale === "fr") return fr_types_step(inputs)
	if (locale === "es") return es_types_step(inputs)
	if (locale === "pt-BR") return pt_br2_types_step(inputs)
	if (locale === "ja") return ja_types_step(inputs)
	if (locale === "ko") return ko_types_step(inputs)
	return en_types_step(inputs)
});