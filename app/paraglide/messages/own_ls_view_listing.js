/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_View_ListingInputs */

const en_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View listing`)
};

const de_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eintrag ansehen`)
};

const fr_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la fiche`)
};

const es_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver anuncio`)
};

const pt_br2_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver anúncio`)
};

const ja_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載を見る`)
};

const ko_own_ls_view_listing = /** @type {(inputs: Own_Ls_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 정보 보기`)
};

/**
* | output |
* | --- |
* | "View listing" |
*
* @param {Own_Ls_View_ListingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_view_listing = /** @type {((inputs?: Own_Ls_View_ListingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_View_ListingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_view_listing(inputs)
	if (locale === "fr") return fr_own_ls_view_listing(inputs)
	if (locale === "es") return es_own_ls_view_listing(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_view_listing(inputs)
	if (locale === "ja") return ja_own_ls_view_listing(inputs)
	if (locale === "ko") return ko_own_ls_view_listing(inputs)
	return en_own_ls_view_listing(inputs)
});