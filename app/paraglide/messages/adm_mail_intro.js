/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_IntroInputs */

const en_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every message is kept until the mail server accepts it and retried after 1, 2, 4, … minutes, then hourly, for about a day. Messages the server refused are listed here, newest first; message bodies are not shown.`)
};

const de_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Nachricht wird aufbewahrt, bis der Mailserver sie annimmt, und nach 1, 2, 4, … Minuten, dann stündlich, etwa einen Tag lang erneut versucht. Nachrichten, die der Server abgelehnt hat, stehen hier, die neuesten zuerst; der Inhalt der Nachrichten wird nicht angezeigt.`)
};

const fr_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque message est conservé jusqu’à ce que le serveur de messagerie l’accepte et renvoyé après 1, 2, 4, … minutes, puis toutes les heures, pendant environ une journée. Les messages refusés par le serveur sont listés ici, du plus récent au plus ancien ; leur contenu n’est pas affiché.`)
};

const es_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mensaje se conserva hasta que el servidor de correo lo acepta y se reintenta tras 1, 2, 4, … minutos, luego cada hora, durante aproximadamente un día. Aquí se muestran los mensajes que el servidor rechazó, los más recientes primero; el contenido de los mensajes no se muestra.`)
};

const pt_br2_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mensagem é guardada até o servidor de e-mail aceitá-la e é reenviada após 1, 2, 4, … minutos, depois a cada hora, por cerca de um dia. As mensagens que o servidor recusou aparecem aqui, das mais recentes para as mais antigas; o conteúdo das mensagens não é exibido.`)
};

const ja_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`各メッセージはメールサーバーが受け付けるまで保管され、1、2、4…分後、その後は1時間ごとに約1日間再送されます。サーバーに拒否されたメッセージを新しい順にここに表示します。本文は表示されません。`)
};

const ko_adm_mail_intro = /** @type {(inputs: Adm_Mail_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 메시지는 메일 서버가 받아들일 때까지 보관되며 1, 2, 4, … 분 뒤, 이후 매시간 약 하루 동안 다시 시도됩니다. 서버가 거부한 메시지를 최신순으로 여기에 표시하며, 메시지 본문은 표시하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "Every message is kept until the mail server accepts it and retried after 1, 2, 4, … minutes, then hourly, for about a day. Messages the server refused are li..." |
*
* @param {Adm_Mail_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_intro = /** @type {((inputs?: Adm_Mail_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_intro(inputs)
	if (locale === "fr") return fr_adm_mail_intro(inputs)
	if (locale === "es") return es_adm_mail_intro(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_intro(inputs)
	if (locale === "ja") return ja_adm_mail_intro(inputs)
	if (locale === "ko") return ko_adm_mail_intro(inputs)
	return en_adm_mail_intro(inputs)
});