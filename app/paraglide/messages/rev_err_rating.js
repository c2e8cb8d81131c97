/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_RatingInputs */

const en_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a rating from 1 to 5 stars.`)
};

const de_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Bewertung von 1 bis 5 Sternen.`)
};

const fr_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles.`)
};

const es_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una valoración de 1 a 5 estrellas.`)
};

const pt_br2_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nota de 1 a 5 estrelas.`)
};

const ja_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`星 1〜5 の評価を選んでください。`)
};

const ko_rev_err_rating = /** @type {(inputs: Rev_Err_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`별 1~5개 중에서 평점을 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Rev_Err_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_rating = /** @type {((inputs?: Rev_Err_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_RatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_rating(inputs)
	if (locale === "fr") return fr_rev_err_rating(inputs)
	if (locale === "es") return es_rev_err_rating(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_rating(inputs)
	if (locale === "ja") return ja_rev_err_rating(inputs)
	if (locale === "ko") return ko_rev_err_rating(inputs)
	return en_rev_err_rating(inputs)
});