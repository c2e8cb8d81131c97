/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Signin_IgnoreInputs */

const en_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not try to sign in, you can ignore this e-mail.`)
};

const de_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie sich nicht anmelden wollten, können Sie diese E-Mail ignorieren.`)
};

const fr_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’avez pas essayé de vous connecter, vous pouvez ignorer cet e-mail.`)
};

const es_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no intentaste iniciar sesión, puedes ignorar este correo.`)
};

const pt_br2_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se você não tentou entrar, pode ignorar este e-mail.`)
};

const ja_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインしようとしていない場合は、このメールを無視してください。`)
};

const ko_mail_signin_ignore = /** @type {(inputs: Mail_Signin_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인을 시도하지 않았다면 이 이메일을 무시하셔도 됩니다.`)
};

/**
* | output |
* | --- |
* | "If you did not try to sign in, you can ignore this e-mail." |
*
* @param {Mail_Signin_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_signin_ignore = /** @type {((inputs?: Mail_Signin_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Signin_IgnoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_signin_ignore(inputs)
	if (locale === "fr") return fr_mail_signin_ignore(inputs)
	if (locale === "es") return es_mail_signin_ignore(inputs)
	if (locale === "pt-BR") return pt_br2_mail_signin_ignore(inputs)
	if (locale === "ja") return ja_mail_signin_ignore(inputs)
	if (locale === "ko") return ko_mail_signin_ignore(inputs)
	return en_mail_signin_ignore(inputs)
});