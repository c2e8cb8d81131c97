/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_TitleInputs */

const en_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Shops`)
};

const de_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffeeshops`)
};

const fr_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee shops`)
};

const es_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafeterías`)
};

const pt_br2_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafeterias`)
};

const ja_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コーヒーショップ`)
};

const ko_types_coffeeshops_title = /** @type {(inputs: Types_Coffeeshops_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커피숍`)
};

/**
* | output |
* | --- |
* | "Coffee Shops" |
*
* @param {Types_Coffeeshops_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_title = /** @type {((inputs?: Types_Coffeeshops_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_title(inputs)
	if (locale === "fr") return fr_types_coffeeshops_title(inputs)
	if (locale === "es") return es_types_coffeeshops_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_title(inputs)
	if (locale === "ja") return ja_types_coffeeshops_title(inputs)
	if (locale === "ko") return ko_types_coffeeshops_title(inputs)
	return en_types_coffeeshops_title(inputs)
});