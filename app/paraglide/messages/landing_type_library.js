/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_LibraryInputs */

const en_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Library`)
};

const de_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliothek`)
};

const fr_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliothèque`)
};

const es_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca`)
};

const pt_br2_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca`)
};

const ja_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`図書館`)
};

const ko_landing_type_library = /** @type {(inputs: Landing_Type_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도서관`)
};

/**
* | output |
* | --- |
* | "Library" |
*
* @param {Landing_Type_LibraryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_library = /** @type {((inputs?: Landing_Type_LibraryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_LibraryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_library(inputs)
	if (locale === "fr") return fr_landing_type_library(inputs)
	if (locale === "es") return es_landing_type_library(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_library(inputs)
	if (locale === "ja") return ja_landing_type_library(inputs)
	if (locale === "ko") return ko_landing_type_library(inputs)
	return en_landing_type_library(inputs)
});