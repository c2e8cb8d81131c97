/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_Go_Sign_InInputs */

const en_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Sign In`)
};

const de_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Anmeldung`)
};

const fr_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la connexion`)
};

const es_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a iniciar sesión`)
};

const pt_br2_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o login`)
};

const ja_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインへ`)
};

const ko_auth_newpw_go_sign_in = /** @type {(inputs: Auth_Newpw_Go_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인으로 이동`)
};

/**
* | output |
* | --- |
* | "Go to Sign In" |
*
* @param {Auth_Newpw_Go_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_go_sign_in = /** @type {((inputs?: Auth_Newpw_Go_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_Go_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_go_sign_in(inputs)
	if (locale === "fr") return fr_auth_newpw_go_sign_in(inputs)
	if (locale === "es") return es_auth_newpw_go_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_go_sign_in(inputs)
	if (locale === "ja") return ja_auth_newpw_go_sign_in(inputs)
	if (locale === "ko") return ko_auth_newpw_go_sign_in(inputs)
	return en_auth_newpw_go_sign_in(inputs)
});