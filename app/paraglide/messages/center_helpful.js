/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Center_HelpfulInputs */

const en_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helpful (${i?.count})`)
};

const de_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hilfreich (${i?.count})`)
};

const fr_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utile (${i?.count})`)
};

const es_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Útil (${i?.count})`)
};

const pt_br2_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Útil (${i?.count})`)
};

const ja_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`役に立った（${i?.count}）`)
};

const ko_center_helpful = /** @type {(inputs: Center_HelpfulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`도움됨 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Helpful ({count})" |
*
* @param {Center_HelpfulInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_helpful = /** @type {((inputs: Center_HelpfulInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_HelpfulInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_helpful(inputs)
	if (locale === "fr") return fr_center_helpful(inputs)
	if (locale === "es") return es_center_helpful(inputs)
	if (locale === "pt-BR") return pt_br2_center_helpful(inputs)
	if (locale === "ja") return ja_center_helpful(inputs)
	if (locale === "ko") return ko_center_helpful(inputs)
	return en_center_helpful(inputs)
});