/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_Status_SendingInputs */

const en_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

const de_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet`)
};

const fr_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours`)
};

const es_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

const pt_br2_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

const ja_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中`)
};

const ko_adm_mail_status_sending = /** @type {(inputs: Adm_Mail_Status_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보내는 중`)
};

/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Adm_Mail_Status_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_status_sending = /** @type {((inputs?: Adm_Mail_Status_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_Status_SendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_status_sending(inputs)
	if (locale === "fr") return fr_adm_mail_status_sending(inputs)
	if (locale === "es") return es_adm_mail_status_sending(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_status_sending(inputs)
	if (locale === "ja") return ja_adm_mail_status_sending(inputs)
	if (locale === "ko") return ko_adm_mail_status_sending(inputs)
	return en_adm_mail_status_sending(inputs)
});