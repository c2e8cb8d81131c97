/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Or_Go_ToInputs */

const en_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or go to`)
};

const de_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder gehe zur`)
};

const fr_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou accédez à`)
};

const es_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o ve a`)
};

const pt_br2_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou acesse`)
};

const ja_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`または`)
};

const ko_auth_signup_or_go_to = /** @type {(inputs: Auth_Signup_Or_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`또는`)
};

/**
* | output |
* | --- |
* | "or go to" |
*
* @param {Auth_Signup_Or_Go_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_or_go_to = /** @type {((inputs?: Auth_Signup_Or_Go_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Or_Go_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_or_go_to(inputs)
	if (locale === "fr") return fr_auth_signup_or_go_to(inputs)
	if (locale === "es") return es_auth_signup_or_go_to(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_or_go_to(inputs)
	if (locale === "ja") return ja_auth_signup_or_go_to(inputs)
	if (locale === "ko") return ko_auth_signup_or_go_to(inputs)
	return en_auth_signup_or_go_to(inputs)
});