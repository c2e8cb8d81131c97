/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_List_LabelInputs */

const en_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undelivered messages`)
};

const de_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugestellte Nachrichten`)
};

const fr_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages non distribués`)
};

const es_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes no entregados`)
};

const pt_br2_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensagens não entregues`)
};

const ja_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未配信のメッセージ`)
};

const ko_adm_mail_list_label = /** @type {(inputs: Adm_Mail_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전달되지 않은 메시지`)
};

/**
* | output |
* | --- |
* | "Undelivered messages" |
*
* @param {Adm_Mail_List_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_list_label = /** @type {((inputs?: Adm_Mail_List_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_List_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_list_label(inputs)
	if (locale === "fr") return fr_adm_mail_list_label(inputs)
	if (locale === "es") return es_adm_mail_list_label(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_list_label(inputs)
	if (locale === "ja") return ja_adm_mail_list_label(inputs)
	if (locale === "ko") return ko_adm_mail_list_label(inputs)
	return en_adm_mail_list_label(inputs)
});