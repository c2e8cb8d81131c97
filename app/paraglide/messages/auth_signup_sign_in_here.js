/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Sign_In_HereInputs */

const en_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in here`)
};

const de_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier anmelden`)
};

const fr_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous ici`)
};

const es_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión aquí`)
};

const pt_br2_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre aqui`)
};

const ja_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`こちらからサインイン`)
};

const ko_auth_signup_sign_in_here = /** @type {(inputs: Auth_Signup_Sign_In_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`여기에서 로그인`)
};

/**
* | output |
* | --- |
* | "Sign in here" |
*
* @param {Auth_Signup_Sign_In_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_sign_in_here = /** @type {((inputs?: Auth_Signup_Sign_In_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Sign_In_HereInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_sign_in_here(inputs)
	if (locale === "fr") return fr_auth_signup_sign_in_here(inputs)
	if (locale === "es") return es_auth_signup_sign_in_here(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_sign_in_here(inputs)
	if (locale === "ja") return ja_auth_signup_sign_in_here(inputs)
	if (locale === "ko") return ko_auth_signup_sign_in_here(inputs)
	return en_auth_signup_sign_in_here(inputs)
});