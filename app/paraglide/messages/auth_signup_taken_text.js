/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Taken_TextInputs */

const en_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email address already exists. Please use a different email or sign in instead.`)
};

const de_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte verwende eine andere E-Mail-Adresse oder melde dich stattdessen an.`)
};

const fr_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte existe déjà avec cette adresse e-mail. Utilisez une autre adresse ou connectez-vous.`)
};

const es_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe una cuenta con este correo. Usa otro correo o inicia sesión.`)
};

const pt_br2_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já existe uma conta com este e-mail. Use outro e-mail ou entre na sua conta.`)
};

const ja_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このメールアドレスのアカウントはすでに存在します。別のメールアドレスを使うか、サインインしてください。`)
};

const ko_auth_signup_taken_text = /** @type {(inputs: Auth_Signup_Taken_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이메일 주소로 된 계정이 이미 있습니다. 다른 이메일을 사용하거나 로그인하세요.`)
};

/**
* | output |
* | --- |
* | "An account with this email address already exists. Please use a different email or sign in instead." |
*
* @param {Auth_Signup_Taken_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_taken_text = /** @type {((inputs?: Auth_Signup_Taken_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Taken_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_taken_text(inputs)
	if (locale === "fr") return fr_auth_signup_taken_text(inputs)
	if (locale === "es") return es_auth_signup_taken_text(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_taken_text(inputs)
	if (locale === "ja") return ja_auth_signup_taken_text(inputs)
	if (locale === "ko") return ko_auth_signup_taken_text(inputs)
	return en_auth_signup_taken_text(inputs)
});