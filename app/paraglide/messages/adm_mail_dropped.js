/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_DroppedInputs */

const en_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The message is not sent: its recipient can no longer get it.`)
};

const de_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Nachricht wird nicht gesendet: Ihr Empfänger kann sie nicht mehr erhalten.`)
};

const fr_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message n’est pas envoyé : son destinataire ne peut plus le recevoir.`)
};

const es_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mensaje no se envía: su destinatario ya no puede recibirlo.`)
};

const pt_br2_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mensagem não será enviada: o destinatário não pode mais recebê-la.`)
};

const ja_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メッセージは送信されません：受信者がもう受け取れません。`)
};

const ko_adm_mail_dropped = /** @type {(inputs: Adm_Mail_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메시지를 보내지 않습니다: 받는 사람이 더 이상 받을 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "The message is not sent: its recipient can no longer get it." |
*
* @param {Adm_Mail_DroppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_dropped = /** @type {((inputs?: Adm_Mail_DroppedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_DroppedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_dropped(inputs)
	if (locale === "fr") return fr_adm_mail_dropped(inputs)
	if (locale === "es") return es_adm_mail_dropped(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_dropped(inputs)
	if (locale === "ja") return ja_adm_mail_dropped(inputs)
	if (locale === "ko") return ko_adm_mail_dropped(inputs)
	return en_adm_mail_dropped(inputs)
});