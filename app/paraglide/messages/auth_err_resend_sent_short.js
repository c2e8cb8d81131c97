/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Resend_Sent_ShortInputs */

const en_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code sent! Check your email.`)
};

const de_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Code gesendet! Sieh in deinen E-Mails nach.`)
};

const fr_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau code envoyé ! Consultez vos e-mails.`)
};

const es_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Código nuevo enviado! Revisa tu correo.`)
};

const pt_br2_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo código enviado! Confira seu e-mail.`)
};

const ja_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいコードを送信しました。メールをご確認ください。`)
};

const ko_auth_err_resend_sent_short = /** @type {(inputs: Auth_Err_Resend_Sent_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 코드를 보냈습니다! 이메일을 확인하세요.`)
};

/**
* | output |
* | --- |
* | "New code sent! Check your email." |
*
* @param {Auth_Err_Resend_Sent_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_sent_short = /** @type {((inputs?: Auth_Err_Resend_Sent_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Resend_Sent_ShortInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_resend_sent_short(inputs)
	if (locale === "fr") return fr_auth_err_resend_sent_short(inputs)
	if (locale === "es") return es_auth_err_resend_sent_short(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_resend_sent_short(inputs)
	if (locale === "ja") return ja_auth_err_resend_sent_short(inputs)
	if (locale === "ko") return ko_auth_err_resend_sent_short(inputs)
	return en_auth_err_resend_sent_short(inputs)
});