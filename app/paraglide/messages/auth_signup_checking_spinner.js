/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Checking_SpinnerInputs */

const en_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking email availability...`)
};

const de_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse wird geprüft...`)
};

const fr_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de l'adresse e-mail...`)
};

const es_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando el correo...`)
};

const pt_br2_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando o e-mail...`)
};

const ja_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを確認中...`)
};

const ko_auth_signup_checking_spinner = /** @type {(inputs: Auth_Signup_Checking_SpinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 확인 중...`)
};

/**
* | output |
* | --- |
* | "Checking email availability..." |
*
* @param {Auth_Signup_Checking_SpinnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_checking_spinner = /** @type {((inputs?: Auth_Signup_Checking_SpinnerInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Checking_SpinnerInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_checking_spinner(inputs)
	if (locale === "fr") return fr_auth_signup_checking_spinner(inputs)
	if (locale === "es") return es_auth_signup_checking_spinner(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_checking_spinner(inputs)
	if (locale === "ja") return ja_auth_signup_checking_spinner(inputs)
	if (locale === "ko") return ko_auth_signup_checking_spinner(inputs)
	return en_auth_signup_checking_spinner(inputs)
});