/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Invalid_ButtonInputs */

const en_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Credentials`)
};

const de_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Anmeldedaten`)
};

const fr_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiants non valides`)
};

const es_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciales no válidas`)
};

const pt_br2_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credenciais inválidas`)
};

const ja_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証情報が無効です`)
};

const ko_auth_signup_invalid_button = /** @type {(inputs: Auth_Signup_Invalid_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 인증 정보`)
};

/**
* | output |
* | --- |
* | "Invalid Credentials" |
*
* @param {Auth_Signup_Invalid_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_invalid_button = /** @type {((inputs?: Auth_Signup_Invalid_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Invalid_ButtonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_invalid_button(inputs)
	if (locale === "fr") return fr_auth_signup_invalid_button(inputs)
	if (locale === "es") return es_auth_signup_invalid_button(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_invalid_button(inputs)
	if (locale === "ja") return ja_auth_signup_invalid_button(inputs)
	if (locale === "ko") return ko_auth_signup_invalid_button(inputs)
	return en_auth_signup_invalid_button(inputs)
});