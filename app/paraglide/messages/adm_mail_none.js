/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_NoneInputs */

const en_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No undelivered mail. Every message was accepted by the mail server.`)
};

const de_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine unzugestellten E-Mails. Der Mailserver hat jede Nachricht angenommen.`)
};

const fr_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun e-mail non distribué. Le serveur de messagerie a accepté tous les messages.`)
};

const es_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay correo sin entregar. El servidor de correo aceptó todos los mensajes.`)
};

const pt_br2_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum e-mail não entregue. O servidor de e-mail aceitou todas as mensagens.`)
};

const ja_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未配信のメールはありません。すべてのメッセージがメールサーバーに受け付けられました。`)
};

const ko_adm_mail_none = /** @type {(inputs: Adm_Mail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전달되지 않은 메일이 없습니다. 메일 서버가 모든 메시지를 받아들였습니다.`)
};

/**
* | output |
* | --- |
* | "No undelivered mail. Every message was accepted by the mail server." |
*
* @param {Adm_Mail_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_none = /** @type {((inputs?: Adm_Mail_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_none(inputs)
	if (locale === "fr") return fr_adm_mail_none(inputs)
	if (locale === "es") return es_adm_mail_none(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_none(inputs)
	if (locale === "ja") return ja_adm_mail_none(inputs)
	if (locale === "ko") return ko_adm_mail_none(inputs)
	return en_adm_mail_none(inputs)
});