/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Kind_CenterInputs */

const en_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centre LAN`)
};

const es_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centro LAN`)
};

const pt_br2_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const ja_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_mail_kind_center = /** @type {(inputs: Mail_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Mail_Kind_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_kind_center = /** @type {((inputs?: Mail_Kind_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Kind_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_kind_center(inputs)
	if (locale === "fr") return fr_mail_kind_center(inputs)
	if (locale === "es") return es_mail_kind_center(inputs)
	if (locale === "pt-BR") return pt_br2_mail_kind_center(inputs)
	if (locale === "ja") return ja_mail_kind_center(inputs)
	if (locale === "ko") return ko_mail_kind_center(inputs)
	return en_mail_kind_center(inputs)
});