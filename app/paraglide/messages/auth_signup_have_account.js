/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Have_AccountInputs */

const en_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

const de_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast schon ein Konto?`)
};

const fr_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ?`)
};

const es_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya tienes una cuenta?`)
};

const pt_br2_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já tem uma conta?`)
};

const ja_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すでにアカウントをお持ちですか？`)
};

const ko_auth_signup_have_account = /** @type {(inputs: Auth_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이미 계정이 있으신가요?`)
};

/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Signup_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_have_account = /** @type {((inputs?: Auth_Signup_Have_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Have_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_have_account(inputs)
	if (locale === "fr") return fr_auth_signup_have_account(inputs)
	if (locale === "es") return es_auth_signup_have_account(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_have_account(inputs)
	if (locale === "ja") return ja_auth_signup_have_account(inputs)
	if (locale === "ko") return ko_auth_signup_have_account(inputs)
	return en_auth_signup_have_account(inputs)
});