/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_RetryingInputs */

const en_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying…`)
};

const de_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird versucht…`)
};

const fr_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel essai…`)
};

const es_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando…`)
};

const pt_br2_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentando…`)
};

const ja_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試行中…`)
};

const ko_adm_mail_retrying = /** @type {(inputs: Adm_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재시도 중…`)
};

/**
* | output |
* | --- |
* | "Retrying…" |
*
* @param {Adm_Mail_RetryingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_retrying = /** @type {((inputs?: Adm_Mail_RetryingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_RetryingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_retrying(inputs)
	if (locale === "fr") return fr_adm_mail_retrying(inputs)
	if (locale === "es") return es_adm_mail_retrying(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_retrying(inputs)
	if (locale === "ja") return ja_adm_mail_retrying(inputs)
	if (locale === "ko") return ko_adm_mail_retrying(inputs)
	return en_adm_mail_retrying(inputs)
});