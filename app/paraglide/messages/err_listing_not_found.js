/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Listing_Not_FoundInputs */

const en_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing was not found.`)
};

const de_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Eintrag wurde nicht gefunden.`)
};

const fr_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette fiche est introuvable.`)
};

const es_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró esta ficha.`)
};

const pt_br2_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este anúncio não foi encontrado.`)
};

const ja_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この掲載は見つかりませんでした。`)
};

const ko_err_listing_not_found = /** @type {(inputs: Err_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 목록을 찾을 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "This listing was not found." |
*
* @param {Err_Listing_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const err_listing_not_found = /** @type {((inputs?: Err_Listing_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Listing_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_err_listing_not_found(inputs)
	if (locale === "fr") return fr_err_listing_not_found(inputs)
	if (locale === "es") return es_err_listing_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_err_listing_not_found(inputs)
	if (locale === "ja") return ja_err_listing_not_found(inputs)
	if (locale === "ko") return ko_err_listing_not_found(inputs)
	return en_err_listing_not_found(inputs)
});