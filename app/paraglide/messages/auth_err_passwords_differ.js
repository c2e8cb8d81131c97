/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Passwords_DifferInputs */

const en_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const de_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

const fr_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

const es_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const pt_br2_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As senhas não coincidem`)
};

const ja_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードが一致しません`)
};

const ko_auth_err_passwords_differ = /** @type {(inputs: Auth_Err_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 일치하지 않습니다`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Auth_Err_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_passwords_differ = /** @type {((inputs?: Auth_Err_Passwords_DifferInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Passwords_DifferInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_passwords_differ(inputs)
	if (locale === "fr") return fr_auth_err_passwords_differ(inputs)
	if (locale === "es") return es_auth_err_passwords_differ(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_passwords_differ(inputs)
	if (locale === "ja") return ja_auth_err_passwords_differ(inputs)
	if (locale === "ko") return ko_auth_err_passwords_differ(inputs)
	return en_auth_err_passwords_differ(inputs)
});