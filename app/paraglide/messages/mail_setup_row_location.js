/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Row_LocationInputs */

const en_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const de_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort`)
};

const fr_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const es_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación`)
};

const pt_br2_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização`)
};

const ja_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在地`)
};

const ko_mail_setup_row_location = /** @type {(inputs: Mail_Setup_Row_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Mail_Setup_Row_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_row_location = /** @type {((inputs?: Mail_Setup_Row_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Row_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_row_location(inputs)
	if (locale === "fr") return fr_mail_setup_row_location(inputs)
	if (locale === "es") return es_mail_setup_row_location(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_row_location(inputs)
	if (locale === "ja") return ja_mail_setup_row_location(inputs)
	if (locale === "ko") return ko_mail_setup_row_location(inputs)
	return en_mail_setup_row_location(inputs)
});