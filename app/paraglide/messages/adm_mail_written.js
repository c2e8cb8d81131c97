/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_WrittenInputs */

const en_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Written`)
};

const de_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verfasst`)
};

const fr_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rédigé`)
};

const es_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrito`)
};

const pt_br2_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrito`)
};

const ja_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作成`)
};

const ko_adm_mail_written = /** @type {(inputs: Adm_Mail_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`작성`)
};

/**
* | output |
* | --- |
* | "Written" |
*
* @param {Adm_Mail_WrittenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_written = /** @type {((inputs?: Adm_Mail_WrittenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_WrittenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_written(inputs)
	if (locale === "fr") return fr_adm_mail_written(inputs)
	if (locale === "es") return es_adm_mail_written(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_written(inputs)
	if (locale === "ja") return ja_adm_mail_written(inputs)
	if (locale === "ko") return ko_adm_mail_written(inputs)
	return en_adm_mail_written(inputs)
});