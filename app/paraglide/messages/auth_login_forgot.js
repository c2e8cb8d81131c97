/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_ForgotInputs */

const en_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

const de_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const fr_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const es_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has olvidado tu contraseña?`)
};

const pt_br2_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu sua senha?`)
};

const ja_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードをお忘れですか？`)
};

const ko_auth_login_forgot = /** @type {(inputs: Auth_Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 잊으셨나요?`)
};

/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Login_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_forgot = /** @type {((inputs?: Auth_Login_ForgotInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_ForgotInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_forgot(inputs)
	if (locale === "fr") return fr_auth_login_forgot(inputs)
	if (locale === "es") return es_auth_login_forgot(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_forgot(inputs)
	if (locale === "ja") return ja_auth_login_forgot(inputs)
	if (locale === "ko") return ko_auth_login_forgot(inputs)
	return en_auth_login_forgot(inputs)
});