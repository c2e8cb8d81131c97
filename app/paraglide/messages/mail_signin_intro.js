/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Signin_IntroInputs */

const en_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use this code to sign in to ${i?.product}.`)
};

const de_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit diesem Code melden Sie sich bei ${i?.product} an.`)
};

const fr_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez ce code pour vous connecter à ${i?.product}.`)
};

const es_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usa este código para iniciar sesión en ${i?.product}.`)
};

const pt_br2_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use este código para entrar no ${i?.product}.`)
};

const ja_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このコードで ${i?.product} にサインインしてください。`)
};

const ko_mail_signin_intro = /** @type {(inputs: Mail_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 코드로 ${i?.product}에 로그인하세요.`)
};

/**
* | output |
* | --- |
* | "Use this code to sign in to {product}." |
*
* @param {Mail_Signin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_signin_intro = /** @type {((inputs: Mail_Signin_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Signin_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_signin_intro(inputs)
	if (locale === "fr") return fr_mail_signin_intro(inputs)
	if (locale === "es") return es_mail_signin_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_signin_intro(inputs)
	if (locale === "ja") return ja_mail_signin_intro(inputs)
	if (locale === "ko") return ko_mail_signin_intro(inputs)
	return en_mail_signin_intro(inputs)
});