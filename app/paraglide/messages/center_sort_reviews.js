/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Sort_ReviewsInputs */

const en_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort reviews`)
};

const de_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen sortieren`)
};

const fr_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier les avis`)
};

const es_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar reseñas`)
};

const pt_br2_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar avaliações`)
};

const ja_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューの並べ替え`)
};

const ko_center_sort_reviews = /** @type {(inputs: Center_Sort_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 정렬`)
};

/**
* | output |
* | --- |
* | "Sort reviews" |
*
* @param {Center_Sort_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_sort_reviews = /** @type {((inputs?: Center_Sort_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Sort_ReviewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_sort_reviews(inputs)
	if (locale === "fr") return fr_center_sort_reviews(inputs)
	if (locale === "es") return es_center_sort_reviews(inputs)
	if (locale === "pt-BR") return pt_br2_center_sort_reviews(inputs)
	if (locale === "ja") return ja_center_sort_reviews(inputs)
	if (locale === "ko") return ko_center_sort_reviews(inputs)
	return en_center_sort_reviews(inputs)
});