/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_CtaInputs */

const en_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brew Up Something New`)
};

const de_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brühen Sie etwas Neues auf`)
};

const fr_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparez quelque chose de nouveau`)
};

const es_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepara algo nuevo`)
};

const pt_br2_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepare algo novo`)
};

const ja_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい一杯を淹れよう`)
};

const ko_types_coffeeshops_cta = /** @type {(inputs: Types_Coffeeshops_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새로운 무언가를 내려 보세요`)
};

/**
* | output |
* | --- |
* | "Brew Up Something New" |
*
* @param {Types_Coffeeshops_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_cta = /** @type {((inputs?: Types_Coffeeshops_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_cta(inputs)
	if (locale === "fr") return fr_types_coffeeshops_cta(inputs)
	if (locale === "es") return es_types_coffeeshops_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_cta(inputs)
	if (locale === "ja") return ja_types_coffeeshops_cta(inputs)
	if (locale === "ko") return ko_types_coffeeshops_cta(inputs)
	return en_types_coffeeshops_cta(inputs)
});