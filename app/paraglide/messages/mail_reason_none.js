/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reason_NoneInputs */

const en_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const de_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht angegeben`)
};

const fr_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non précisé`)
};

const es_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado`)
};

const pt_br2_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não informado`)
};

const ja_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記載なし`)
};

const ko_mail_reason_none = /** @type {(inputs: Mail_Reason_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`없음`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Mail_Reason_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reason_none = /** @type {((inputs?: Mail_Reason_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reason_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reason_none(inputs)
	if (locale === "fr") return fr_mail_reason_none(inputs)
	if (locale === "es") return es_mail_reason_none(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reason_none(inputs)
	if (locale === "ja") return ja_mail_reason_none(inputs)
	if (locale === "ko") return ko_mail_reason_none(inputs)
	return en_mail_reason_none(inputs)
});