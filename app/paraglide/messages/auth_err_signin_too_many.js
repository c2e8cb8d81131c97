/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Signin_Too_ManyInputs */

const en_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many login attempts. Please wait a moment before trying again.`)
};

const de_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Anmeldeversuche. Bitte warte einen Moment, bevor du es erneut versuchst.`)
};

const fr_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives de connexion. Veuillez patienter un instant avant de réessayer.`)
};

const es_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos de inicio de sesión. Espera un momento antes de volver a intentarlo.`)
};

const pt_br2_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas tentativas de login. Aguarde um momento antes de tentar novamente.`)
};

const ja_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインの試行回数が多すぎます。少し待ってからもう一度お試しください。`)
};

const ko_auth_err_signin_too_many = /** @type {(inputs: Auth_Err_Signin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Too many login attempts. Please wait a moment before trying again." |
*
* @param {Auth_Err_Signin_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signin_too_many = /** @type {((inputs?: Auth_Err_Signin_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Signin_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_signin_too_many(inputs)
	if (locale === "fr") return fr_auth_err_signin_too_many(inputs)
	if (locale === "es") return es_auth_err_signin_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_signin_too_many(inputs)
	if (locale === "ja") return ja_auth_err_signin_too_many(inputs)
	if (locale === "ko") return ko_auth_err_signin_too_many(inputs)
	return en_auth_err_signin_too_many(inputs)
});