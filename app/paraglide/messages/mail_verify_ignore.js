/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_IgnoreInputs */

const en_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not create an account, you can ignore this e-mail.`)
};

const de_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.`)
};

const fr_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.`)
};

const es_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no creaste una cuenta, puedes ignorar este correo.`)
};

const pt_br2_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se você não criou uma conta, pode ignorar este e-mail.`)
};

const ja_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成していない場合は、このメールを無視してください。`)
};

const ko_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 만들지 않았다면 이 이메일을 무시하셔도 됩니다.`)
};

/**
* | output |
* | --- |
* | "If you did not create an account, you can ignore this e-mail." |
*
* @param {Mail_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verify_ignore = /** @type {((inputs?: Mail_Verify_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_IgnoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_ignore(inputs)
	if (locale === "fr") return fr_mail_verify_ignore(inputs)
	if (locale === "es") return es_mail_verify_ignore(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verify_ignore(inputs)
	if (locale === "ja") return ja_mail_verify_ignore(inputs)
	if (locale === "ko") return ko_mail_verify_ignore(inputs)
	return en_mail_verify_ignore(inputs)
});