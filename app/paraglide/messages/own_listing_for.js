/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Own_Listing_ForInputs */

const en_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

const de_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.name}`)
};

const fr_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour ${i?.name}`)
};

const es_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const pt_br2_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const ja_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}）`)
};

const ko_own_listing_for = /** @type {(inputs: Own_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.name})`)
};

/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Own_Listing_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_listing_for = /** @type {((inputs: Own_Listing_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Listing_ForInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_listing_for(inputs)
	if (locale === "fr") return fr_own_listing_for(inputs)
	if (locale === "es") return es_own_listing_for(inputs)
	if (locale === "pt-BR") return pt_br2_own_listing_for(inputs)
	if (locale === "ja") return ja_own_listing_for(inputs)
	if (locale === "ko") return ko_own_listing_for(inputs)
	return en_own_listing_for(inputs)
});