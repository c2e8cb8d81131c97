/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_Sign_InInputs */

const en_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to manage subscriptions`)
};

const de_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um Abonnements zu verwalten`)
};

const fr_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour gérer les abonnements`)
};

const es_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para gestionar las suscripciones`)
};

const pt_br2_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para gerenciar assinaturas`)
};

const ja_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを管理するにはサインインしてください`)
};

const ko_own_sub_err_sign_in = /** @type {(inputs: Own_Sub_Err_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 관리하려면 로그인하세요`)
};

/**
* | output |
* | --- |
* | "Please sign in to manage subscriptions" |
*
* @param {Own_Sub_Err_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_sign_in = /** @type {((inputs?: Own_Sub_Err_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_sign_in(inputs)
	if (locale === "fr") return fr_own_sub_err_sign_in(inputs)
	if (locale === "es") return es_own_sub_err_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_sign_in(inputs)
	if (locale === "ja") return ja_own_sub_err_sign_in(inputs)
	if (locale === "ko") return ko_own_sub_err_sign_in(inputs)
	return en_own_sub_err_sign_in(inputs)
});