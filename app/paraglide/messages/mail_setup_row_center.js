/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Row_CenterInputs */

const en_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre LAN`)
};

const es_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro LAN`)
};

const pt_br2_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const ja_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_mail_setup_row_center = /** @type {(inputs: Mail_Setup_Row_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Mail_Setup_Row_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_row_center = /** @type {((inputs?: Mail_Setup_Row_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Row_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_row_center(inputs)
	if (locale === "fr") return fr_mail_setup_row_center(inputs)
	if (locale === "es") return es_mail_setup_row_center(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_row_center(inputs)
	if (locale === "ja") return ja_mail_setup_row_center(inputs)
	if (locale === "ko") return ko_mail_setup_row_center(inputs)
	return en_mail_setup_row_center(inputs)
});