/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_VerifyInputs */

const en_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address before writing a review.`)
};

const de_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine E-Mail-Adresse, bevor du eine Bewertung schreibst.`)
};

const fr_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail avant d'écrire un avis.`)
};

const es_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica tu dirección de correo electrónico antes de escribir una reseña.`)
};

const pt_br2_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique seu endereço de e-mail antes de escrever uma avaliação.`)
};

const ja_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを書く前にメールアドレスを確認してください。`)
};

const ko_rev_verify = /** @type {(inputs: Rev_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 쓰기 전에 이메일 주소를 인증해 주세요.`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address before writing a review." |
*
* @param {Rev_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_verify = /** @type {((inputs?: Rev_VerifyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_VerifyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_verify(inputs)
	if (locale === "fr") return fr_rev_verify(inputs)
	if (locale === "es") return es_rev_verify(inputs)
	if (locale === "pt-BR") return pt_br2_rev_verify(inputs)
	if (locale === "ja") return ja_rev_verify(inputs)
	if (locale === "ko") return ko_rev_verify(inputs)
	return en_rev_verify(inputs)
});