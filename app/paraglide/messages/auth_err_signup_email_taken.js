/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Signup_Email_TakenInputs */

const en_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account.`)
};

const de_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto kann nicht erstellt werden – diese E-Mail-Adresse wird bereits verwendet. Bitte verwende eine andere E-Mail-Adresse oder melde dich bei deinem bestehenden Konto an.`)
};

const fr_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le compte : cette adresse e-mail est déjà utilisée. Utilisez une autre adresse ou connectez-vous à votre compte existant.`)
};

const es_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede crear la cuenta: esta dirección de correo ya está en uso. Usa otro correo o inicia sesión en tu cuenta existente.`)
};

const pt_br2_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é possível criar a conta: este e-mail já está em uso. Use outro e-mail ou entre na sua conta existente.`)
};

const ja_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成できません。このメールアドレスはすでに使用されています。別のメールアドレスを使うか、既存のアカウントにサインインしてください。`)
};

const ko_auth_err_signup_email_taken = /** @type {(inputs: Auth_Err_Signup_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 만들 수 없습니다. 이 이메일 주소는 이미 사용 중입니다. 다른 이메일을 사용하거나 기존 계정으로 로그인하세요.`)
};

/**
* | output |
* | --- |
* | "Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account." |
*
* @param {Auth_Err_Signup_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signup_email_taken = /** @type {((inputs?: Auth_Err_Signup_Email_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Signup_Email_TakenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_signup_email_taken(inputs)
	if (locale === "fr") return fr_auth_err_signup_email_taken(inputs)
	if (locale === "es") return es_auth_err_signup_email_taken(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_signup_email_taken(inputs)
	if (locale === "ja") return ja_auth_err_signup_email_taken(inputs)
	if (locale === "ko") return ko_auth_err_signup_email_taken(inputs)
	return en_auth_err_signup_email_taken(inputs)
});