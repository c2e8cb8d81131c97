/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Success_WelcomeInputs */

const en_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome! Your email is verified and you are signed in.`)
};

const de_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen! Deine E-Mail-Adresse ist bestätigt und du bist angemeldet.`)
};

const fr_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue ! Votre adresse e-mail est vérifiée et vous êtes connecté.`)
};

const es_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida! Tu correo está verificado y has iniciado sesión.`)
};

const pt_br2_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boas-vindas! Seu e-mail foi verificado e você já está conectado.`)
};

const ja_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ようこそ！メールアドレスが確認され、サインインしました。`)
};

const ko_auth_success_welcome = /** @type {(inputs: Auth_Success_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`환영합니다! 이메일이 인증되었고 로그인되었습니다.`)
};

/**
* | output |
* | --- |
* | "Welcome! Your email is verified and you are signed in." |
*
* @param {Auth_Success_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_welcome = /** @type {((inputs?: Auth_Success_WelcomeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Success_WelcomeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_success_welcome(inputs)
	if (locale === "fr") return fr_auth_success_welcome(inputs)
	if (locale === "es") return es_auth_success_welcome(inputs)
	if (locale === "pt-BR") return pt_br2_auth_success_welcome(inputs)
	if (locale === "ja") return ja_auth_success_welcome(inputs)
	if (locale === "ko") return ko_auth_success_welcome(inputs)
	return en_auth_success_welcome(inputs)
});