/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_StatusInputs */

const en_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const es_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const pt_br2_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ja_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`状態`)
};

const ko_adm_mail_status = /** @type {(inputs: Adm_Mail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상태`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Adm_Mail_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_status = /** @type {((inputs?: Adm_Mail_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_StatusInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_status(inputs)
	if (locale === "fr") return fr_adm_mail_status(inputs)
	if (locale === "es") return es_adm_mail_status(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_status(inputs)
	if (locale === "ja") return ja_adm_mail_status(inputs)
	if (locale === "ko") return ko_adm_mail_status(inputs)
	return en_adm_mail_status(inputs)
});