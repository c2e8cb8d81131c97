/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_TitleInputs */

const en_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undelivered mail`)
};

const de_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugestellte E-Mails`)
};

const fr_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails non distribués`)
};

const es_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo no entregado`)
};

const pt_br2_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails não entregues`)
};

const ja_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未配信のメール`)
};

const ko_adm_mail_title = /** @type {(inputs: Adm_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전달되지 않은 메일`)
};

/**
* | output |
* | --- |
* | "Undelivered mail" |
*
* @param {Adm_Mail_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_title = /** @type {((inputs?: Adm_Mail_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_title(inputs)
	if (locale === "fr") return fr_adm_mail_title(inputs)
	if (locale === "es") return es_adm_mail_title(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_title(inputs)
	if (locale === "ja") return ja_adm_mail_title(inputs)
	if (locale === "ko") return ko_adm_mail_title(inputs)
	return en_adm_mail_title(inputs)
});