/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Next_ListingInputs */

const en_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A featured listing in the LAN Center Network`)
};

const de_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein hervorgehobener Eintrag im LAN Center Network`)
};

const fr_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fiche mise en avant sur LAN Center Network`)
};

const es_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un anuncio destacado en LAN Center Network`)
};

const pt_br2_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um anúncio em destaque na LAN Center Network`)
};

const ja_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network での注目掲載`)
};

const ko_own_next_listing = /** @type {(inputs: Own_Next_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 추천 등록`)
};

/**
* | output |
* | --- |
* | "A featured listing in the LAN Center Network" |
*
* @param {Own_Next_ListingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_next_listing = /** @type {((inputs?: Own_Next_ListingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Next_ListingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_next_listing(inputs)
	if (locale === "fr") return fr_own_next_listing(inputs)
	if (locale === "es") return es_own_next_listing(inputs)
	if (locale === "pt-BR") return pt_br2_own_next_listing(inputs)
	if (locale === "ja") return ja_own_next_listing(inputs)
	if (locale === "ko") return ko_own_next_listing(inputs)
	return en_own_next_listing(inputs)
});