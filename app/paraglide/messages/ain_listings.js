/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_ListingsInputs */

const en_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

const de_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einträge`)
};

const fr_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiches`)
};

const es_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios`)
};

const pt_br2_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúncios`)
};

const ja_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載数`)
};

const ko_ain_listings = /** @type {(inputs: Ain_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 수`)
};

/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Ain_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_listings = /** @type {((inputs?: Ain_ListingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_ListingsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_listings(inputs)
	if (locale === "fr") return fr_ain_listings(inputs)
	if (locale === "es") return es_ain_listings(inputs)
	if (locale === "pt-BR") return pt_br2_ain_listings(inputs)
	if (locale === "ja") return ja_ain_listings(inputs)
	if (locale === "ko") return ko_ain_listings(inputs)
	return en_ain_listings(inputs)
});