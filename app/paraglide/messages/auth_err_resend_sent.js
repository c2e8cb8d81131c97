/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Resend_SentInputs */

const en_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New verification code sent! Check your email.`)
};

const de_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Bestätigungscode gesendet! Sieh in deinen E-Mails nach.`)
};

const fr_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau code de vérification envoyé ! Consultez vos e-mails.`)
};

const es_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Nuevo código de verificación enviado! Revisa tu correo.`)
};

const pt_br2_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo código de verificação enviado! Confira seu e-mail.`)
};

const ja_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい確認コードを送信しました。メールをご確認ください。`)
};

const ko_auth_err_resend_sent = /** @type {(inputs: Auth_Err_Resend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 인증 코드를 보냈습니다! 이메일을 확인하세요.`)
};

/**
* | output |
* | --- |
* | "New verification code sent! Check your email." |
*
* @param {Auth_Err_Resend_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_sent = /** @type {((inputs?: Auth_Err_Resend_SentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Resend_SentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_resend_sent(inputs)
	if (locale === "fr") return fr_auth_err_resend_sent(inputs)
	if (locale === "es") return es_auth_err_resend_sent(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_resend_sent(inputs)
	if (locale === "ja") return ja_auth_err_resend_sent(inputs)
	if (locale === "ko") return ko_auth_err_resend_sent(inputs)
	return en_auth_err_resend_sent(inputs)
});