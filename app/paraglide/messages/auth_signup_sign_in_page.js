/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Sign_In_PageInputs */

const en_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the sign-in page`)
};

const de_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldeseite`)
};

const fr_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la page de connexion`)
};

const es_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la página de inicio de sesión`)
};

const pt_br2_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a página de login`)
};

const ja_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインページへ`)
};

const ko_auth_signup_sign_in_page = /** @type {(inputs: Auth_Signup_Sign_In_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 페이지로 이동`)
};

/**
* | output |
* | --- |
* | "the sign-in page" |
*
* @param {Auth_Signup_Sign_In_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_sign_in_page = /** @type {((inputs?: Auth_Signup_Sign_In_PageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Sign_In_PageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_sign_in_page(inputs)
	if (locale === "fr") return fr_auth_signup_sign_in_page(inputs)
	if (locale === "es") return es_auth_signup_sign_in_page(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_sign_in_page(inputs)
	if (locale === "ja") return ja_auth_signup_sign_in_page(inputs)
	if (locale === "ko") return ko_auth_signup_sign_in_page(inputs)
	return en_auth_signup_sign_in_page(inputs)
});