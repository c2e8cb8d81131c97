/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Row_EmailInputs */

const en_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const de_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const fr_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_br2_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const ja_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス`)
};

const ko_mail_setup_row_email = /** @type {(inputs: Mail_Setup_Row_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일`)
};

/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Mail_Setup_Row_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_row_email = /** @type {((inputs?: Mail_Setup_Row_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Row_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_row_email(inputs)
	if (locale === "fr") return fr_mail_setup_row_email(inputs)
	if (locale === "es") return es_mail_setup_row_email(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_row_email(inputs)
	if (locale === "ja") return ja_mail_setup_row_email(inputs)
	if (locale === "ko") return ko_mail_setup_row_email(inputs)
	return en_mail_setup_row_email(inputs)
});