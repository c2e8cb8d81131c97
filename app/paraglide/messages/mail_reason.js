/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_ReasonInputs */

const en_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const de_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const fr_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const es_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const pt_br2_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const ja_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由`)
};

const ko_mail_reason = /** @type {(inputs: Mail_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사유`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Mail_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reason = /** @type {((inputs?: Mail_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reason(inputs)
	if (locale === "fr") return fr_mail_reason(inputs)
	if (locale === "es") return es_mail_reason(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reason(inputs)
	if (locale === "ja") return ja_mail_reason(inputs)
	if (locale === "ko") return ko_mail_reason(inputs)
	return en_mail_reason(inputs)
});