/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_ReviewsInputs */

const en_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const de_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

const es_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas`)
};

const pt_br2_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações`)
};

const ja_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビュー`)
};

const ko_ins_reviews = /** @type {(inputs: Ins_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Ins_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_reviews = /** @type {((inputs?: Ins_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_ReviewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_reviews(inputs)
	if (locale === "fr") return fr_ins_reviews(inputs)
	if (locale === "es") return es_ins_reviews(inputs)
	if (locale === "pt-BR") return pt_br2_ins_reviews(inputs)
	if (locale === "ja") return ja_ins_reviews(inputs)
	if (locale === "ko") return ko_ins_reviews(inputs)
	return en_ins_reviews(inputs)
});