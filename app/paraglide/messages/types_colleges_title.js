/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_TitleInputs */

const en_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colleges`)
};

const de_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochschulen`)
};

const fr_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Universités`)
};

const es_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Universidades`)
};

const pt_br2_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faculdades`)
};

const ja_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大学`)
};

const ko_types_colleges_title = /** @type {(inputs: Types_Colleges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대학`)
};

/**
* | output |
* | --- |
* | "Colleges" |
*
* @param {Types_Colleges_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_title = /** @type {((inputs?: Types_Colleges_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_title(inputs)
	if (locale === "fr") return fr_types_colleges_title(inputs)
	if (locale === "es") return es_types_colleges_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_title(inputs)
	if (locale === "ja") return ja_types_colleges_title(inputs)
	if (locale === "ko") return ko_types_colleges_title(inputs)
	return en_types_colleges_title(inputs)
});