/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Write_ReviewInputs */

const en_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a review`)
};

const de_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung schreiben`)
};

const fr_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

const es_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir una reseña`)
};

const pt_br2_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrever uma avaliação`)
};

const ja_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを書く`)
};

const ko_center_write_review = /** @type {(inputs: Center_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 쓰기`)
};

/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Center_Write_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_write_review = /** @type {((inputs?: Center_Write_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Write_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_write_review(inputs)
	if (locale === "fr") return fr_center_write_review(inputs)
	if (locale === "es") return es_center_write_review(inputs)
	if (locale === "pt-BR") return pt_br2_center_write_review(inputs)
	if (locale === "ja") return ja_center_write_review(inputs)
	if (locale === "ko") return ko_center_write_review(inputs)
	return en_center_write_review(inputs)
});