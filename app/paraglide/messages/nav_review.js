/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_ReviewInputs */

const en_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review (${i?.count})`)
};

const de_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prüfen (${i?.count})`)
};

const fr_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À vérifier (${i?.count})`)
};

const es_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revisar (${i?.count})`)
};

const pt_br2_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revisar (${i?.count})`)
};

const ja_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`審査 (${i?.count})`)
};

const ko_nav_review = /** @type {(inputs: Nav_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`검토 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Review ({count})" |
*
* @param {Nav_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_review = /** @type {((inputs: Nav_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_review(inputs)
	if (locale === "fr") return fr_nav_review(inputs)
	if (locale === "es") return es_nav_review(inputs)
	if (locale === "pt-BR") return pt_br2_nav_review(inputs)
	if (locale === "ja") return ja_nav_review(inputs)
	if (locale === "ko") return ko_nav_review(inputs)
	return en_nav_review(inputs)
});