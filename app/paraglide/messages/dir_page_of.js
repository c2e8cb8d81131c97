/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Dir_Page_OfInputs */

const en_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

const de_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

const fr_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

const es_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const pt_br2_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const ja_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} / ${i?.pages} ページ`)
};

const ko_dir_page_of = /** @type {(inputs: Dir_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} / ${i?.pages} 페이지`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Dir_Page_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_page_of = /** @type {((inputs: Dir_Page_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Page_OfInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_page_of(inputs)
	if (locale === "fr") return fr_dir_page_of(inputs)
	if (locale === "es") return es_dir_page_of(inputs)
	if (locale === "pt-BR") return pt_br2_dir_page_of(inputs)
	if (locale === "ja") return ja_dir_page_of(inputs)
	if (locale === "ko") return ko_dir_page_of(inputs)
	return en_dir_page_of(inputs)
});