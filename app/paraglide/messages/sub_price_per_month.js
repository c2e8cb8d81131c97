/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Sub_Price_Per_MonthInputs */

const en_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} per month`)
};

const de_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Monat`)
};

const fr_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} par mois`)
};

const es_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al mes`)
};

const pt_br2_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} por mês`)
};

const ja_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`月額 ${i?.price}`)
};

const ko_sub_price_per_month = /** @type {(inputs: Sub_Price_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`월 ${i?.price}`)
};

/**
* | output |
* | --- |
* | "{price} per month" |
*
* @param {Sub_Price_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_price_per_month = /** @type {((inputs: Sub_Price_Per_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Price_Per_MonthInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_price_per_month(inputs)
	if (locale === "fr") return fr_sub_price_per_month(inputs)
	if (locale === "es") return es_sub_price_per_month(inputs)
	if (locale === "pt-BR") return pt_br2_sub_price_per_month(inputs)
	if (locale === "ja") return ja_sub_price_per_month(inputs)
	if (locale === "ko") return ko_sub_price_per_month(inputs)
	return en_sub_price_per_month(inputs)
});