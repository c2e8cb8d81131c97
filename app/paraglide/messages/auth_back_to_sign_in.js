/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_To_Sign_InInputs */

const en_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Sign In`)
};

const de_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

const fr_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const es_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

const pt_br2_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar para o login`)
};

const ja_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインに戻る`)
};

const ko_auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인으로 돌아가기`)
};

/**
* | output |
* | --- |
* | "Back to Sign In" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in = /** @type {((inputs?: Auth_Back_To_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_back_to_sign_in(inputs)
	if (locale === "fr") return fr_auth_back_to_sign_in(inputs)
	if (locale === "es") return es_auth_back_to_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_auth_back_to_sign_in(inputs)
	if (locale === "ja") return ja_auth_back_to_sign_in(inputs)
	if (locale === "ko") return ko_auth_back_to_sign_in(inputs)
	return en_auth_back_to_sign_in(inputs)
});