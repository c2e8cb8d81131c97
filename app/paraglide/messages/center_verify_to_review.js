/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Verify_To_ReviewInputs */

const en_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address before writing a review.`)
};

const de_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine E-Mail-Adresse, bevor du eine Bewertung schreibst.`)
};

const fr_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail avant d'écrire un avis.`)
};

const es_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica tu dirección de correo antes de escribir una reseña.`)
};

const pt_br2_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seu endereço de e-mail antes de escrever uma avaliação.`)
};

const ja_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを書く前にメールアドレスを確認してください。`)
};

const ko_center_verify_to_review = /** @type {(inputs: Center_Verify_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 쓰기 전에 이메일 주소를 인증해 주세요.`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address before writing a review." |
*
* @param {Center_Verify_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_verify_to_review = /** @type {((inputs?: Center_Verify_To_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Verify_To_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_verify_to_review(inputs)
	if (locale === "fr") return fr_center_verify_to_review(inputs)
	if (locale === "es") return es_center_verify_to_review(inputs)
	if (locale === "pt-BR") return pt_br2_center_verify_to_review(inputs)
	if (locale === "ja") return ja_center_verify_to_review(inputs)
	if (locale === "ko") return ko_center_verify_to_review(inputs)
	return en_center_verify_to_review(inputs)
});