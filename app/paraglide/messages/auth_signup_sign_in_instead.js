/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Sign_In_InsteadInputs */

const en_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In Instead`)
};

const de_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen anmelden`)
};

const fr_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_br2_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const ja_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインする`)
};

const ko_auth_signup_sign_in_instead = /** @type {(inputs: Auth_Signup_Sign_In_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인하기`)
};

/**
* | output |
* | --- |
* | "Sign In Instead" |
*
* @param {Auth_Signup_Sign_In_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_sign_in_instead = /** @type {((inputs?: Auth_Signup_Sign_In_InsteadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Sign_In_InsteadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_sign_in_instead(inputs)
	if (locale === "fr") return fr_auth_signup_sign_in_instead(inputs)
	if (locale === "es") return es_auth_signup_sign_in_instead(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_sign_in_instead(inputs)
	if (locale === "ja") return ja_auth_signup_sign_in_instead(inputs)
	if (locale === "ko") return ko_auth_signup_sign_in_instead(inputs)
	return en_auth_signup_sign_in_instead(inputs)
});