/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Resend_Too_ManyInputs */

const en_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a few minutes before requesting another code.`)
};

const de_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Bitte warte ein paar Minuten, bevor du einen weiteren Code anforderst.`)
};

const fr_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter quelques minutes avant de demander un autre code.`)
};

const es_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Espera unos minutos antes de solicitar otro código.`)
};

const pt_br2_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas tentativas. Aguarde alguns minutos antes de solicitar outro código.`)
};

const ja_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`試行回数が多すぎます。数分待ってから別のコードをリクエストしてください。`)
};

const ko_auth_err_resend_too_many = /** @type {(inputs: Auth_Err_Resend_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시도 횟수가 너무 많습니다. 몇 분 후에 다른 코드를 요청하세요.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes before requesting another code." |
*
* @param {Auth_Err_Resend_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_too_many = /** @type {((inputs?: Auth_Err_Resend_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Resend_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_resend_too_many(inputs)
	if (locale === "fr") return fr_auth_err_resend_too_many(inputs)
	if (locale === "es") return es_auth_err_resend_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_resend_too_many(inputs)
	if (locale === "ja") return ja_auth_err_resend_too_many(inputs)
	if (locale === "ko") return ko_auth_err_resend_too_many(inputs)
	return en_auth_err_resend_too_many(inputs)
});