/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Email_EmptyInputs */

const en_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

const de_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib deine E-Mail-Adresse ein`)
};

const fr_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse e-mail`)
};

const es_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu dirección de correo`)
};

const pt_br2_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu endereço de e-mail`)
};

const ja_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを入力してください`)
};

const ko_auth_err_email_empty = /** @type {(inputs: Auth_Err_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Auth_Err_Email_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_email_empty = /** @type {((inputs?: Auth_Err_Email_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Email_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_email_empty(inputs)
	if (locale === "fr") return fr_auth_err_email_empty(inputs)
	if (locale === "es") return es_auth_err_email_empty(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_email_empty(inputs)
	if (locale === "ja") return ja_auth_err_email_empty(inputs)
	if (locale === "ko") return ko_auth_err_email_empty(inputs)
	return en_auth_err_email_empty(inputs)
});