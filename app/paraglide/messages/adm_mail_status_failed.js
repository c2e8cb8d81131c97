/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_Status_FailedInputs */

const en_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const de_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const fr_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec`)
};

const es_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

const pt_br2_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falhou`)
};

const ja_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`失敗`)
};

const ko_adm_mail_status_failed = /** @type {(inputs: Adm_Mail_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`실패`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Adm_Mail_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_status_failed = /** @type {((inputs?: Adm_Mail_Status_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_Status_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_status_failed(inputs)
	if (locale === "fr") return fr_adm_mail_status_failed(inputs)
	if (locale === "es") return es_adm_mail_status_failed(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_status_failed(inputs)
	if (locale === "ja") return ja_adm_mail_status_failed(inputs)
	if (locale === "ko") return ko_adm_mail_status_failed(inputs)
	return en_adm_mail_status_failed(inputs)
});