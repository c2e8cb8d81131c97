/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Center_Sub_RatingInputs */

const en_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value} of 5`)
};

const de_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value} von 5`)
};

const fr_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value} sur 5`)
};

const es_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value} de 5`)
};

const pt_br2_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value} de 5`)
};

const ja_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：5点中${i?.value}`)
};

const ko_center_sub_rating = /** @type {(inputs: Center_Sub_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: 5점 중 ${i?.value}점`)
};

/**
* | output |
* | --- |
* | "{label}: {value} of 5" |
*
* @param {Center_Sub_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_sub_rating = /** @type {((inputs: Center_Sub_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Sub_RatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_sub_rating(inputs)
	if (locale === "fr") return fr_center_sub_rating(inputs)
	if (locale === "es") return es_center_sub_rating(inputs)
	if (locale === "pt-BR") return pt_br2_center_sub_rating(inputs)
	if (locale === "ja") return ja_center_sub_rating(inputs)
	if (locale === "ko") return ko_center_sub_rating(inputs)
	return en_center_sub_rating(inputs)
});