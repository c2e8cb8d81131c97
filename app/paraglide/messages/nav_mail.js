/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MailInputs */

const en_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail`)
};

const de_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const fr_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

const es_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

const pt_br2_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const ja_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール`)
};

const ko_nav_mail = /** @type {(inputs: Nav_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메일`)
};

/**
* | output |
* | --- |
* | "Mail" |
*
* @param {Nav_MailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_mail = /** @type {((inputs?: Nav_MailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_mail(inputs)
	if (locale === "fr") return fr_nav_mail(inputs)
	if (locale === "es") return es_nav_mail(inputs)
	if (locale === "pt-BR") return pt_br2_nav_mail(inputs)
	if (locale === "ja") return ja_nav_mail(inputs)
	if (locale === "ko") return ko_nav_mail(inputs)
	return en_nav_mail(inputs)
});