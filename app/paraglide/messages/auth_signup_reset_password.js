/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Reset_PasswordInputs */

const en_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Password`)
};

const de_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

const fr_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
};

const es_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
};

const pt_br2_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir senha`)
};

const ja_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードをリセット`)
};

const ko_auth_signup_reset_password = /** @type {(inputs: Auth_Signup_Reset_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 재설정`)
};

/**
* | output |
* | --- |
* | "Reset Password" |
*
* @param {Auth_Signup_Reset_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_reset_password = /** @type {((inputs?: Auth_Signup_Reset_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Reset_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_reset_password(inputs)
	if (locale === "fr") return fr_auth_signup_reset_password(inputs)
	if (locale === "es") return es_auth_signup_reset_password(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_reset_password(inputs)
	if (locale === "ja") return ja_auth_signup_reset_password(inputs)
	if (locale === "ko") return ko_auth_signup_reset_password(inputs)
	return en_auth_signup_reset_password(inputs)
});