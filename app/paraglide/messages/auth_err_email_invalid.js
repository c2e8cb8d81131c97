/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Email_InvalidInputs */

const en_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const de_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige E-Mail-Adresse ein`)
};

const fr_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

const es_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo válida`)
};

const pt_br2_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe um endereço de e-mail válido`)
};

const ja_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効なメールアドレスを入力してください`)
};

const ko_auth_err_email_invalid = /** @type {(inputs: Auth_Err_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`올바른 이메일 주소를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Auth_Err_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_email_invalid = /** @type {((inputs?: Auth_Err_Email_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Email_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_email_invalid(inputs)
	if (locale === "fr") return fr_auth_err_email_invalid(inputs)
	if (locale === "es") return es_auth_err_email_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_email_invalid(inputs)
	if (locale === "ja") return ja_auth_err_email_invalid(inputs)
	if (locale === "ko") return ko_auth_err_email_invalid(inputs)
	return en_auth_err_email_invalid(inputs)
});