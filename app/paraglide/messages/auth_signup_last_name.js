/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Last_NameInputs */

const en_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

const de_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const fr_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const es_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellidos`)
};

const pt_br2_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobrenome`)
};

const ja_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓`)
};

const ko_auth_signup_last_name = /** @type {(inputs: Auth_Signup_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`성`)
};

/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Auth_Signup_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_last_name = /** @type {((inputs?: Auth_Signup_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Last_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_last_name(inputs)
	if (locale === "fr") return fr_auth_signup_last_name(inputs)
	if (locale === "es") return es_auth_signup_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_last_name(inputs)
	if (locale === "ja") return ja_auth_signup_last_name(inputs)
	if (locale === "ko") return ko_auth_signup_last_name(inputs)
	return en_auth_signup_last_name(inputs)
});