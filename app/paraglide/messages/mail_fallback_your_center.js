/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Fallback_Your_CenterInputs */

const en_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN center`)
};

const de_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr LAN-Center`)
};

const fr_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre centre LAN`)
};

const es_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu centro LAN`)
};

const pt_br2_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu LAN center`)
};

const ja_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの LAN センター`)
};

const ko_mail_fallback_your_center = /** @type {(inputs: Mail_Fallback_Your_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`회원님의 LAN 센터`)
};

/**
* | output |
* | --- |
* | "Your LAN center" |
*
* @param {Mail_Fallback_Your_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_fallback_your_center = /** @type {((inputs?: Mail_Fallback_Your_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fallback_Your_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_fallback_your_center(inputs)
	if (locale === "fr") return fr_mail_fallback_your_center(inputs)
	if (locale === "es") return es_mail_fallback_your_center(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fallback_your_center(inputs)
	if (locale === "ja") return ja_mail_fallback_your_center(inputs)
	if (locale === "ko") return ko_mail_fallback_your_center(inputs)
	return en_mail_fallback_your_center(inputs)
});