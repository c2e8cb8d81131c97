/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Sign_In_To_ReviewInputs */

const en_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to write a review`)
};

const de_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Bewerten anmelden`)
};

const fr_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour écrire un avis`)
};

const es_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para escribir una reseña`)
};

const pt_br2_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para escrever uma avaliação`)
};

const ja_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしてレビューを書く`)
};

const ko_center_sign_in_to_review = /** @type {(inputs: Center_Sign_In_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인하고 리뷰 쓰기`)
};

/**
* | output |
* | --- |
* | "Sign in to write a review" |
*
* @param {Center_Sign_In_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_sign_in_to_review = /** @type {((inputs?: Center_Sign_In_To_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Sign_In_To_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_sign_in_to_review(inputs)
	if (locale === "fr") return fr_center_sign_in_to_review(inputs)
	if (locale === "es") return es_center_sign_in_to_review(inputs)
	if (locale === "pt-BR") return pt_br2_center_sign_in_to_review(inputs)
	if (locale === "ja") return ja_center_sign_in_to_review(inputs)
	if (locale === "ko") return ko_center_sign_in_to_review(inputs)
	return en_center_sign_in_to_review(inputs)
});