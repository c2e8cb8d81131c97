/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Checking_ButtonInputs */

const en_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking Email...`)
};

const de_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail wird geprüft...`)
};

const fr_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de l'e-mail...`)
};

const es_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando correo...`)
};

const pt_br2_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando e-mail...`)
};

const ja_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールを確認中...`)
};

const ko_auth_signup_checking_button = /** @type {(inputs: Auth_Signup_Checking_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 확인 중...`)
};

/**
* | output |
* | --- |
* | "Checking Email..." |
*
* @param {Auth_Signup_Checking_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_checking_button = /** @type {((inputs?: Auth_Signup_Checking_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Checking_ButtonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_checking_button(inputs)
	if (locale === "fr") return fr_auth_signup_checking_button(inputs)
	if (locale === "es") return es_auth_signup_checking_button(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_checking_button(inputs)
	if (locale === "ja") return ja_auth_signup_checking_button(inputs)
	if (locale === "ko") return ko_auth_signup_checking_button(inputs)
	return en_auth_signup_checking_button(inputs)
});