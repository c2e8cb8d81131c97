/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_NoneInputs */

const en_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(none)`)
};

const de_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(keine)`)
};

const fr_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(aucun)`)
};

const es_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ninguno)`)
};

const pt_br2_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nenhum)`)
};

const ja_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（なし）`)
};

const ko_mail_setup_none = /** @type {(inputs: Mail_Setup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(없음)`)
};

/**
* | output |
* | --- |
* | "(none)" |
*
* @param {Mail_Setup_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_none = /** @type {((inputs?: Mail_Setup_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_none(inputs)
	if (locale === "fr") return fr_mail_setup_none(inputs)
	if (locale === "es") return es_mail_setup_none(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_none(inputs)
	if (locale === "ja") return ja_mail_setup_none(inputs)
	if (locale === "ko") return ko_mail_setup_none(inputs)
	return en_mail_setup_none(inputs)
});