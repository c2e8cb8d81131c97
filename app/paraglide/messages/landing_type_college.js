/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_CollegeInputs */

const en_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`College`)
};

const de_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochschule`)
};

const fr_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Université`)
};

const es_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Universidad`)
};

const pt_br2_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faculdade`)
};

const ja_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大学`)
};

const ko_landing_type_college = /** @type {(inputs: Landing_Type_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대학`)
};

/**
* | output |
* | --- |
* | "College" |
*
* @param {Landing_Type_CollegeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_college = /** @type {((inputs?: Landing_Type_CollegeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_CollegeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_college(inputs)
	if (locale === "fr") return fr_landing_type_college(inputs)
	if (locale === "es") return es_landing_type_college(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_college(inputs)
	if (locale === "ja") return ja_landing_type_college(inputs)
	if (locale === "ko") return ko_landing_type_college(inputs)
	return en_landing_type_college(inputs)
});