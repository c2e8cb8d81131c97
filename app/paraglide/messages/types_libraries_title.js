/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_TitleInputs */

const en_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libraries`)
};

const de_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotheken`)
};

const fr_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliothèques`)
};

const es_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotecas`)
};

const pt_br2_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotecas`)
};

const ja_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`図書館`)
};

const ko_types_libraries_title = /** @type {(inputs: Types_Libraries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도서관`)
};

/**
* | output |
* | --- |
* | "Libraries" |
*
* @param {Types_Libraries_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_title = /** @type {((inputs?: Types_Libraries_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_title(inputs)
	if (locale === "fr") return fr_types_libraries_title(inputs)
	if (locale === "es") return es_types_libraries_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_title(inputs)
	if (locale === "ja") return ja_types_libraries_title(inputs)
	if (locale === "ko") return ko_types_libraries_title(inputs)
	return en_types_libraries_title(inputs)
});