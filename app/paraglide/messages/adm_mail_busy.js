/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_BusyInputs */

const en_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The message is being sent right now.`)
};

const de_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Nachricht wird gerade gesendet.`)
};

const fr_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message est en cours d’envoi.`)
};

const es_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mensaje se está enviando ahora mismo.`)
};

const pt_br2_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mensagem está sendo enviada agora.`)
};

const ja_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メッセージは現在送信中です。`)
};

const ko_adm_mail_busy = /** @type {(inputs: Adm_Mail_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메시지를 지금 보내는 중입니다.`)
};

/**
* | output |
* | --- |
* | "The message is being sent right now." |
*
* @param {Adm_Mail_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_busy = /** @type {((inputs?: Adm_Mail_BusyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_BusyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_busy(inputs)
	if (locale === "fr") return fr_adm_mail_busy(inputs)
	if (locale === "es") return es_adm_mail_busy(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_busy(inputs)
	if (locale === "ja") return ja_adm_mail_busy(inputs)
	if (locale === "ko") return ko_adm_mail_busy(inputs)
	return en_adm_mail_busy(inputs)
});