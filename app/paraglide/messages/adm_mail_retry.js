/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_RetryInputs */

const en_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

const de_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const fr_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const es_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

const pt_br2_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

const ja_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試行`)
};

const ko_adm_mail_retry = /** @type {(inputs: Adm_Mail_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 시도`)
};

/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Adm_Mail_RetryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_retry = /** @type {((inputs?: Adm_Mail_RetryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_RetryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_retry(inputs)
	if (locale === "fr") return fr_adm_mail_retry(inputs)
	if (locale === "es") return es_adm_mail_retry(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_retry(inputs)
	if (locale === "ja") return ja_adm_mail_retry(inputs)
	if (locale === "ko") return ko_adm_mail_retry(inputs)
	return en_adm_mail_retry(inputs)
});