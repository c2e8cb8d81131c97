/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Row_WebsiteInputs */

const en_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const de_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const fr_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

const es_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const pt_br2_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site`)
};

const ja_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイト`)
};

const ko_mail_setup_row_website = /** @type {(inputs: Mail_Setup_Row_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Mail_Setup_Row_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_row_website = /** @type {((inputs?: Mail_Setup_Row_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Row_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_row_website(inputs)
	if (locale === "fr") return fr_mail_setup_row_website(inputs)
	if (locale === "es") return es_mail_setup_row_website(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_row_website(inputs)
	if (locale === "ja") return ja_mail_setup_row_website(inputs)
	if (locale === "ko") return ko_mail_setup_row_website(inputs)
	return en_mail_setup_row_website(inputs)
});