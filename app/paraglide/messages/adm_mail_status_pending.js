/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_Status_PendingInputs */

const en_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying`)
};

const de_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erneut versucht`)
};

const fr_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel essai`)
};

const es_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando`)
};

const pt_br2_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando de novo`)
};

const ja_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試行中`)
};

const ko_adm_mail_status_pending = /** @type {(inputs: Adm_Mail_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재시도 중`)
};

/**
* | output |
* | --- |
* | "Retrying" |
*
* @param {Adm_Mail_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_status_pending = /** @type {((inputs?: Adm_Mail_Status_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_Status_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_status_pending(inputs)
	if (locale === "fr") return fr_adm_mail_status_pending(inputs)
	if (locale === "es") return es_adm_mail_status_pending(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_status_pending(inputs)
	if (locale === "ja") return ja_adm_mail_status_pending(inputs)
	if (locale === "ko") return ko_adm_mail_status_pending(inputs)
	return en_adm_mail_status_pending(inputs)
});