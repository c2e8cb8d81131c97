/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Sign_InInputs */

const en_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const de_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_br2_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const ja_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログイン`)
};

const ko_pay_sign_in = /** @type {(inputs: Pay_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Pay_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_sign_in = /** @type {((inputs?: Pay_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_sign_in(inputs)
	if (locale === "fr") return fr_pay_sign_in(inputs)
	if (locale === "es") return es_pay_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_pay_sign_in(inputs)
	if (locale === "ja") return ja_pay_sign_in(inputs)
	if (locale === "ko") return ko_pay_sign_in(inputs)
	return en_pay_sign_in(inputs)
});