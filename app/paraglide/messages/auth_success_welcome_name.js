/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Auth_Success_Welcome_NameInputs */

const en_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.firstName}! Your email is verified and you are signed in.`)
};

const de_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.firstName}! Deine E-Mail-Adresse ist bestätigt und du bist angemeldet.`)
};

const fr_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.firstName} ! Votre adresse e-mail est vérifiée et vous êtes connecté.`)
};

const es_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida, ${i?.firstName}! Tu correo está verificado y has iniciado sesión.`)
};

const pt_br2_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boas-vindas, ${i?.firstName}! Seu e-mail foi verificado e você já está conectado.`)
};

const ja_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ようこそ、${i?.firstName}さん！メールアドレスが確認され、サインインしました。`)
};

const ko_auth_success_welcome_name = /** @type {(inputs: Auth_Success_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName}님, 환영합니다! 이메일이 인증되었고 로그인되었습니다.`)
};

/**
* | output |
* | --- |
* | "Welcome, {firstName}! Your email is verified and you are signed in." |
*
* @param {Auth_Success_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_welcome_name = /** @type {((inputs: Auth_Success_Welcome_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Success_Welcome_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_success_welcome_name(inputs)
	if (locale === "fr") return fr_auth_success_welcome_name(inputs)
	if (locale === "es") return es_auth_success_welcome_name(inputs)
	if (locale === "pt-BR") return pt_br2_auth_success_welcome_name(inputs)
	if (locale === "ja") return ja_auth_success_welcome_name(inputs)
	if (locale === "ko") return ko_auth_success_welcome_name(inputs)
	return en_auth_success_welcome_name(inputs)
});