/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Signup_CheckingInputs */

const en_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait while we check email availability.`)
};

const de_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte warte, während wir prüfen, ob die E-Mail-Adresse verfügbar ist.`)
};

const fr_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez patienter pendant que nous vérifions la disponibilité de l'adresse e-mail.`)
};

const es_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera mientras comprobamos si el correo está disponible.`)
};

const pt_br2_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguarde enquanto verificamos se o e-mail está disponível.`)
};

const ja_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスが使用可能か確認しています。しばらくお待ちください。`)
};

const ko_auth_err_signup_checking = /** @type {(inputs: Auth_Err_Signup_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 사용 가능 여부를 확인하는 중입니다. 잠시 기다려 주세요.`)
};

/**
* | output |
* | --- |
* | "Please wait while we check email availability." |
*
* @param {Auth_Err_Signup_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signup_checking = /** @type {((inputs?: Auth_Err_Signup_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Signup_CheckingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_signup_checking(inputs)
	if (locale === "fr") return fr_auth_err_signup_checking(inputs)
	if (locale === "es") return es_auth_err_signup_checking(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_signup_checking(inputs)
	if (locale === "ja") return ja_auth_err_signup_checking(inputs)
	if (locale === "ko") return ko_auth_err_signup_checking(inputs)
	return en_auth_err_signup_checking(inputs)
});