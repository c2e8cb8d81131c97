/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ListingsInputs */

const en_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

const de_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einträge`)
};

const fr_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiches`)
};

const es_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichas`)
};

const pt_br2_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastros`)
};

const ja_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載一覧`)
};

const ko_nav_listings = /** @type {(inputs: Nav_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 목록`)
};

/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Nav_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_listings = /** @type {((inputs?: Nav_ListingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ListingsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_listings(inputs)
	if (locale === "fr") return fr_nav_listings(inputs)
	if (locale === "es") return es_nav_listings(inputs)
	if (locale === "pt-BR") return pt_br2_nav_listings(inputs)
	if (locale === "ja") return ja_nav_listings(inputs)
	if (locale === "ko") return ko_nav_listings(inputs)
	return en_nav_listings(inputs)
});