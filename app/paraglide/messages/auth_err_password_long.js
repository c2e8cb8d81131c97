/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_LongInputs */

const en_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters long`)
};

const de_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort darf höchstens 128 Zeichen lang sein`)
};

const fr_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au plus 128 caractères`)
};

const es_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener como máximo 128 caracteres`)
};

const pt_br2_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha deve ter no máximo 128 caracteres`)
};

const ja_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードは128文字以内にしてください`)
};

const ko_auth_err_password_long = /** @type {(inputs: Auth_Err_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호는 128자 이하여야 합니다`)
};

/**
* | output |
* | --- |
* | "Password must be at most 128 characters long" |
*
* @param {Auth_Err_Password_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_long = /** @type {((inputs?: Auth_Err_Password_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_long(inputs)
	if (locale === "fr") return fr_auth_err_password_long(inputs)
	if (locale === "es") return es_auth_err_password_long(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_long(inputs)
	if (locale === "ja") return ja_auth_err_password_long(inputs)
	if (locale === "ko") return ko_auth_err_password_long(inputs)
	return en_auth_err_password_long(inputs)
});