/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_Empty_SignupInputs */

const en_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a password.`)
};

const de_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib ein Passwort ein.`)
};

const fr_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un mot de passe.`)
};

const es_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una contraseña.`)
};

const pt_br2_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe uma senha.`)
};

const ja_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを入力してください。`)
};

const ko_auth_err_password_empty_signup = /** @type {(inputs: Auth_Err_Password_Empty_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Please enter a password." |
*
* @param {Auth_Err_Password_Empty_SignupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_empty_signup = /** @type {((inputs?: Auth_Err_Password_Empty_SignupInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_Empty_SignupInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_empty_signup(inputs)
	if (locale === "fr") return fr_auth_err_password_empty_signup(inputs)
	if (locale === "es") return es_auth_err_password_empty_signup(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_empty_signup(inputs)
	if (locale === "ja") return ja_auth_err_password_empty_signup(inputs)
	if (locale === "ko") return ko_auth_err_password_empty_signup(inputs)
	return en_auth_err_password_empty_signup(inputs)
});