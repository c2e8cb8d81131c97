/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Your_RatingInputs */

const en_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rating`)
};

const de_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Sternebewertung`)
};

const fr_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre note`)
};

const es_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu valoración`)
};

const pt_br2_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua nota`)
};

const ja_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの評価`)
};

const ko_rev_your_rating = /** @type {(inputs: Rev_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 평점`)
};

/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Rev_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_your_rating = /** @type {((inputs?: Rev_Your_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Your_RatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_your_rating(inputs)
	if (locale === "fr") return fr_rev_your_rating(inputs)
	if (locale === "es") return es_rev_your_rating(inputs)
	if (locale === "pt-BR") return pt_br2_rev_your_rating(inputs)
	if (locale === "ja") return ja_rev_your_rating(inputs)
	if (locale === "ko") return ko_rev_your_rating(inputs)
	return en_rev_your_rating(inputs)
});