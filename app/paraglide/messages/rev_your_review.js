/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Your_ReviewInputs */

const en_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

const de_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewertung`)
};

const fr_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis`)
};

const es_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña`)
};

const pt_br2_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua avaliação`)
};

const ja_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビュー本文`)
};

const ko_rev_your_review = /** @type {(inputs: Rev_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 내용`)
};

/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Rev_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_your_review = /** @type {((inputs?: Rev_Your_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Your_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_your_review(inputs)
	if (locale === "fr") return fr_rev_your_review(inputs)
	if (locale === "es") return es_rev_your_review(inputs)
	if (locale === "pt-BR") return pt_br2_rev_your_review(inputs)
	if (locale === "ja") return ja_rev_your_review(inputs)
	if (locale === "ko") return ko_rev_your_review(inputs)
	return en_rev_your_review(inputs)
});