/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_EmptyInputs */

const en_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password`)
};

const de_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib dein Passwort ein`)
};

const fr_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe`)
};

const es_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña`)
};

const pt_br2_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe sua senha`)
};

const ja_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを入力してください`)
};

const ko_auth_err_password_empty = /** @type {(inputs: Auth_Err_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your password" |
*
* @param {Auth_Err_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_empty = /** @type {((inputs?: Auth_Err_Password_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_empty(inputs)
	if (locale === "fr") return fr_auth_err_password_empty(inputs)
	if (locale === "es") return es_auth_err_password_empty(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_empty(inputs)
	if (locale === "ja") return ja_auth_err_password_empty(inputs)
	if (locale === "ko") return ko_auth_err_password_empty(inputs)
	return en_auth_err_password_empty(inputs)
});