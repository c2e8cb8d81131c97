/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Confirm_PasswordInputs */

const en_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

const de_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort bestätigen`)
};

const fr_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

const es_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña`)
};

const pt_br2_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar senha`)
};

const ja_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワード（確認）`)
};

const ko_auth_signup_confirm_password = /** @type {(inputs: Auth_Signup_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 확인`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Auth_Signup_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_confirm_password = /** @type {((inputs?: Auth_Signup_Confirm_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Confirm_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_confirm_password(inputs)
	if (locale === "fr") return fr_auth_signup_confirm_password(inputs)
	if (locale === "es") return es_auth_signup_confirm_password(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_confirm_password(inputs)
	if (locale === "ja") return ja_auth_signup_confirm_password(inputs)
	if (locale === "ko") return ko_auth_signup_confirm_password(inputs)
	return en_auth_signup_confirm_password(inputs)
});