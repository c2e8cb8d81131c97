/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Row_NameInputs */

const en_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const es_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お名前`)
};

const ko_mail_setup_row_name = /** @type {(inputs: Mail_Setup_Row_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Mail_Setup_Row_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_row_name = /** @type {((inputs?: Mail_Setup_Row_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Row_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_row_name(inputs)
	if (locale === "fr") return fr_mail_setup_row_name(inputs)
	if (locale === "es") return es_mail_setup_row_name(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_row_name(inputs)
	if (locale === "ja") return ja_mail_setup_row_name(inputs)
	if (locale === "ko") return ko_mail_setup_row_name(inputs)
	return en_mail_setup_row_name(inputs)
});