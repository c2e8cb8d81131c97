/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_No_ReviewsInputs */

const en_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet.`)
};

const de_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Bewertungen.`)
};

const fr_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d'avis.`)
};

const es_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay reseñas.`)
};

const pt_br2_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há avaliações.`)
};

const ja_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューはまだありません。`)
};

const ko_center_no_reviews = /** @type {(inputs: Center_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 리뷰가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No reviews yet." |
*
* @param {Center_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_no_reviews = /** @type {((inputs?: Center_No_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_No_ReviewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_no_reviews(inputs)
	if (locale === "fr") return fr_center_no_reviews(inputs)
	if (locale === "es") return es_center_no_reviews(inputs)
	if (locale === "pt-BR") return pt_br2_center_no_reviews(inputs)
	if (locale === "ja") return ja_center_no_reviews(inputs)
	if (locale === "ko") return ko_center_no_reviews(inputs)
	return en_center_no_reviews(inputs)
});