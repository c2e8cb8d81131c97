/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Password_ShortInputs */

const en_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 6 characters long`)
};

const de_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens 6 Zeichen lang sein`)
};

const fr_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au moins 6 caractères`)
};

const es_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos 6 caracteres`)
};

const pt_br2_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha deve ter pelo menos 6 caracteres`)
};

const ja_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードは6文字以上にしてください`)
};

const ko_auth_err_password_short = /** @type {(inputs: Auth_Err_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호는 6자 이상이어야 합니다`)
};

/**
* | output |
* | --- |
* | "Password must be at least 6 characters long" |
*
* @param {Auth_Err_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_password_short = /** @type {((inputs?: Auth_Err_Password_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Password_ShortInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_password_short(inputs)
	if (locale === "fr") return fr_auth_err_password_short(inputs)
	if (locale === "es") return es_auth_err_password_short(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_password_short(inputs)
	if (locale === "ja") return ja_auth_err_password_short(inputs)
	if (locale === "ko") return ko_auth_err_password_short(inputs)
	return en_auth_err_password_short(inputs)
});