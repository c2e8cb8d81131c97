/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Review_PublishedInputs */

const en_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for your review.`)
};

const de_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke für deine Bewertung.`)
};

const fr_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre avis.`)
};

const es_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por tu reseña.`)
};

const pt_br2_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado pela sua avaliação.`)
};

const ja_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューありがとうございます。`)
};

const ko_center_review_published = /** @type {(inputs: Center_Review_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 남겨 주셔서 감사합니다.`)
};

/**
* | output |
* | --- |
* | "Thanks for your review." |
*
* @param {Center_Review_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_review_published = /** @type {((inputs?: Center_Review_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Review_PublishedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_review_published(inputs)
	if (locale === "fr") return fr_center_review_published(inputs)
	if (locale === "es") return es_center_review_published(inputs)
	if (locale === "pt-BR") return pt_br2_center_review_published(inputs)
	if (locale === "ja") return ja_center_review_published(inputs)
	if (locale === "ko") return ko_center_review_published(inputs)
	return en_center_review_published(inputs)
});