/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_SubtitleInputs */

const en_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your account's email address and we'll send you a 6-digit reset code.`)
};

const de_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die E-Mail-Adresse deines Kontos ein und wir senden dir einen 6-stelligen Code zum Zurücksetzen.`)
};

const fr_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l'adresse e-mail de votre compte et nous vous enverrons un code de réinitialisation à 6 chiffres.`)
};

const es_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el correo de tu cuenta y te enviaremos un código de restablecimiento de 6 dígitos.`)
};

const pt_br2_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o e-mail da sua conta e enviaremos um código de redefinição de 6 dígitos.`)
};

const ja_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントのメールアドレスを入力すると、6桁のリセットコードをお送りします。`)
};

const ko_auth_forgot_subtitle = /** @type {(inputs: Auth_Forgot_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정의 이메일 주소를 입력하면 6자리 재설정 코드를 보내 드립니다.`)
};

/**
* | output |
* | --- |
* | "Enter your account's email address and we'll send you a 6-digit reset code." |
*
* @param {Auth_Forgot_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_subtitle = /** @type {((inputs?: Auth_Forgot_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_subtitle(inputs)
	if (locale === "fr") return fr_auth_forgot_subtitle(inputs)
	if (locale === "es") return es_auth_forgot_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_forgot_subtitle(inputs)
	if (locale === "ja") return ja_auth_forgot_subtitle(inputs)
	if (locale === "ko") return ko_auth_forgot_subtitle(inputs)
	return en_auth_forgot_subtitle(inputs)
});