/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Center_Price_FromInputs */

const en_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.price}`)
};

const de_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ab ${i?.price}`)
};

const fr_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à partir de ${i?.price}`)
};

const es_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.price}`)
};

const pt_br2_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a partir de ${i?.price}`)
};

const ja_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}から`)
};

const ko_center_price_from = /** @type {(inputs: Center_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}부터`)
};

/**
* | output |
* | --- |
* | "from {price}" |
*
* @param {Center_Price_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_price_from = /** @type {((inputs: Center_Price_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Price_FromInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_price_from(inputs)
	if (locale === "fr") return fr_center_price_from(inputs)
	if (locale === "es") return es_center_price_from(inputs)
	if (locale === "pt-BR") return pt_br2_center_price_from(inputs)
	if (locale === "ja") return ja_center_price_from(inputs)
	if (locale === "ko") return ko_center_price_from(inputs)
	return en_center_price_from(inputs)
});