/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_ToInputs */

const en_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An`)
};

const fr_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À`)
};

const es_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
};

const pt_br2_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
};

const ja_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宛先`)
};

const ko_adm_mail_to = /** @type {(inputs: Adm_Mail_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`받는 사람`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Adm_Mail_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_to = /** @type {((inputs?: Adm_Mail_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_to(inputs)
	if (locale === "fr") return fr_adm_mail_to(inputs)
	if (locale === "es") return es_adm_mail_to(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_to(inputs)
	if (locale === "ja") return ja_adm_mail_to(inputs)
	if (locale === "ko") return ko_adm_mail_to(inputs)
	return en_adm_mail_to(inputs)
});