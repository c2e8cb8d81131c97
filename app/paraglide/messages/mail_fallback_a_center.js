/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Fallback_A_CenterInputs */

const en_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a LAN center`)
};

const de_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein LAN-Center`)
};

const fr_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un centre LAN`)
};

const es_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un centro LAN`)
};

const pt_br2_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um LAN center`)
};

const ja_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_mail_fallback_a_center = /** @type {(inputs: Mail_Fallback_A_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "a LAN center" |
*
* @param {Mail_Fallback_A_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_fallback_a_center = /** @type {((inputs?: Mail_Fallback_A_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fallback_A_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_fallback_a_center(inputs)
	if (locale === "fr") return fr_mail_fallback_a_center(inputs)
	if (locale === "es") return es_mail_fallback_a_center(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fallback_a_center(inputs)
	if (locale === "ja") return ja_mail_fallback_a_center(inputs)
	if (locale === "ko") return ko_mail_fallback_a_center(inputs)
	return en_mail_fallback_a_center(inputs)
});