/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_ReviewsInputs */

const en_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const de_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

const es_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas`)
};

const pt_br2_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações`)
};

const ja_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビュー`)
};

const ko_center_reviews = /** @type {(inputs: Center_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Center_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_reviews = /** @type {((inputs?: Center_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_ReviewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_reviews(inputs)
	if (locale === "fr") return fr_center_reviews(inputs)
	if (locale === "es") return es_center_reviews(inputs)
	if (locale === "pt-BR") return pt_br2_center_reviews(inputs)
	if (locale === "ja") return ja_center_reviews(inputs)
	if (locale === "ko") return ko_center_reviews(inputs)
	return en_center_reviews(inputs)
});