/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Code_Too_Many_TriesInputs */

const en_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many incorrect attempts. Please request a new code.`)
};

const de_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Versuche. Bitte fordere einen neuen Code an.`)
};

const fr_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives incorrectes. Veuillez demander un nouveau code.`)
};

const es_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos incorrectos. Solicita un código nuevo.`)
};

const pt_br2_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas tentativas incorretas. Solicite um novo código.`)
};

const ja_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誤った入力が多すぎます。新しいコードをリクエストしてください。`)
};

const ko_auth_err_code_too_many_tries = /** @type {(inputs: Auth_Err_Code_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 시도가 너무 많습니다. 새 코드를 요청하세요.`)
};

/**
* | output |
* | --- |
* | "Too many incorrect attempts. Please request a new code." |
*
* @param {Auth_Err_Code_Too_Many_TriesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_too_many_tries = /** @type {((inputs?: Auth_Err_Code_Too_Many_TriesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Code_Too_Many_TriesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_code_too_many_tries(inputs)
	if (locale === "fr") return fr_auth_err_code_too_many_tries(inputs)
	if (locale === "es") return es_auth_err_code_too_many_tries(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_code_too_many_tries(inputs)
	if (locale === "ja") return ja_auth_err_code_too_many_tries(inputs)
	if (locale === "ko") return ko_auth_err_code_too_many_tries(inputs)
	return en_auth_err_code_too_many_tries(inputs)
});