/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Err_Email_InvalidInputs */

const en_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address.`)
};

const de_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine gültige E-Mail-Adresse ein.`)
};

const fr_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide.`)
};

const es_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo electrónico válida.`)
};

const pt_br2_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe um endereço de e-mail válido.`)
};

const ja_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効なメールアドレスを入力してください。`)
};

const ko_landing_err_email_invalid = /** @type {(inputs: Landing_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`올바른 이메일 주소를 입력해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Landing_Err_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_email_invalid = /** @type {((inputs?: Landing_Err_Email_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Err_Email_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_err_email_invalid(inputs)
	if (locale === "fr") return fr_landing_err_email_invalid(inputs)
	if (locale === "es") return es_landing_err_email_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_landing_err_email_invalid(inputs)
	if (locale === "ja") return ja_landing_err_email_invalid(inputs)
	if (locale === "ko") return ko_landing_err_email_invalid(inputs)
	return en_landing_err_email_invalid(inputs)
});