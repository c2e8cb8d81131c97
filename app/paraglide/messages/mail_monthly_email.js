/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_EmailInputs */

const en_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail clicks`)
};

const de_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Klicks`)
};

const fr_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics sur l’e-mail`)
};

const es_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics en el correo`)
};

const pt_br2_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques no e-mail`)
};

const ja_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールのクリック数`)
};

const ko_mail_monthly_email = /** @type {(inputs: Mail_Monthly_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 클릭 수`)
};

/**
* | output |
* | --- |
* | "E-mail clicks" |
*
* @param {Mail_Monthly_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_email = /** @type {((inputs?: Mail_Monthly_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_email(inputs)
	if (locale === "fr") return fr_mail_monthly_email(inputs)
	if (locale === "es") return es_mail_monthly_email(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_email(inputs)
	if (locale === "ja") return ja_mail_monthly_email(inputs)
	if (locale === "ko") return ko_mail_monthly_email(inputs)
	return en_mail_monthly_email(inputs)
});