/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Not_IncludedInputs */

const en_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not included:`)
};

const de_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht enthalten:`)
};

const fr_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non inclus :`)
};

const es_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No incluido:`)
};

const pt_br2_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não incluído:`)
};

const ja_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`含まれないもの：`)
};

const ko_plans_not_included = /** @type {(inputs: Plans_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`포함되지 않음:`)
};

/**
* | output |
* | --- |
* | "Not included:" |
*
* @param {Plans_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_not_included = /** @type {((inputs?: Plans_Not_IncludedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Not_IncludedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_not_included(inputs)
	if (locale === "fr") return fr_plans_not_included(inputs)
	if (locale === "es") return es_plans_not_included(inputs)
	if (locale === "pt-BR") return pt_br2_plans_not_included(inputs)
	if (locale === "ja") return ja_plans_not_included(inputs)
	if (locale === "ko") return ko_plans_not_included(inputs)
	return en_plans_not_included(inputs)
});