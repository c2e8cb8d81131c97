/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_First_NameInputs */

const en_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Name`)
};

const de_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const fr_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

const es_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名`)
};

const ko_auth_signup_first_name = /** @type {(inputs: Auth_Signup_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름`)
};

/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Auth_Signup_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_first_name = /** @type {((inputs?: Auth_Signup_First_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_First_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_first_name(inputs)
	if (locale === "fr") return fr_auth_signup_first_name(inputs)
	if (locale === "es") return es_auth_signup_first_name(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_first_name(inputs)
	if (locale === "ja") return ja_auth_signup_first_name(inputs)
	if (locale === "ko") return ko_auth_signup_first_name(inputs)
	return en_auth_signup_first_name(inputs)
});