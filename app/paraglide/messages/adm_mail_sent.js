/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_SentInputs */

const en_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The message was sent.`)
};

const de_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Nachricht wurde gesendet.`)
};

const fr_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message a été envoyé.`)
};

const es_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mensaje se ha enviado.`)
};

const pt_br2_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mensagem foi enviada.`)
};

const ja_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メッセージを送信しました。`)
};

const ko_adm_mail_sent = /** @type {(inputs: Adm_Mail_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메시지를 보냈습니다.`)
};

/**
* | output |
* | --- |
* | "The message was sent." |
*
* @param {Adm_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_sent = /** @type {((inputs?: Adm_Mail_SentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_SentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_sent(inputs)
	if (locale === "fr") return fr_adm_mail_sent(inputs)
	if (locale === "es") return es_adm_mail_sent(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_sent(inputs)
	if (locale === "ja") return ja_adm_mail_sent(inputs)
	if (locale === "ko") return ko_adm_mail_sent(inputs)
	return en_adm_mail_sent(inputs)
});