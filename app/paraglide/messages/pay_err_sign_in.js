/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Err_Sign_InInputs */

const en_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to manage subscriptions`)
};

const de_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um Abonnements zu verwalten`)
};

const fr_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour gérer les abonnements`)
};

const es_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para gestionar las suscripciones`)
};

const pt_br2_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para gerenciar as assinaturas`)
};

const ja_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを管理するにはログインしてください`)
};

const ko_pay_err_sign_in = /** @type {(inputs: Pay_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 관리하려면 로그인해 주세요`)
};

/**
* | output |
* | --- |
* | "Please sign in to manage subscriptions" |
*
* @param {Pay_Err_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_sign_in = /** @type {((inputs?: Pay_Err_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Err_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_err_sign_in(inputs)
	if (locale === "fr") return fr_pay_err_sign_in(inputs)
	if (locale === "es") return es_pay_err_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_pay_err_sign_in(inputs)
	if (locale === "ja") return ja_pay_err_sign_in(inputs)
	if (locale === "ko") return ko_pay_err_sign_in(inputs)
	return en_pay_err_sign_in(inputs)
});