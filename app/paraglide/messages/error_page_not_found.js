/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Page_Not_FoundInputs */

const en_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

const de_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

const fr_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

const es_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

const pt_br2_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

const ja_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ページが見つかりません`)
};

const ko_error_page_not_found = /** @type {(inputs: Error_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`페이지를 찾을 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Error_Page_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_page_not_found = /** @type {((inputs?: Error_Page_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Page_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_page_not_found(inputs)
	if (locale === "fr") return fr_error_page_not_found(inputs)
	if (locale === "es") return es_error_page_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_error_page_not_found(inputs)
	if (locale === "ja") return ja_error_page_not_found(inputs)
	if (locale === "ko") return ko_error_page_not_found(inputs)
	return en_error_page_not_found(inputs)
});