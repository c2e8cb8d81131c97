/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_ListingInputs */

const en_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

const de_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eintrag`)
};

const fr_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche`)
};

const es_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio`)
};

const pt_br2_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúncio`)
};

const ja_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載`)
};

const ko_ins_listing = /** @type {(inputs: Ins_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 정보`)
};

/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Ins_ListingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_listing = /** @type {((inputs?: Ins_ListingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_ListingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_listing(inputs)
	if (locale === "fr") return fr_ins_listing(inputs)
	if (locale === "es") return es_ins_listing(inputs)
	if (locale === "pt-BR") return pt_br2_ins_listing(inputs)
	if (locale === "ja") return ja_ins_listing(inputs)
	if (locale === "ko") return ko_ins_listing(inputs)
	return en_ins_listing(inputs)
});