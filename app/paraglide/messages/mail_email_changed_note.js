/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_NoteInputs */

const en_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you made this change, there is nothing to do. If you did not, contact our support team at once.`)
};

const de_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese Änderung vorgenommen haben, ist nichts weiter zu tun. Wenn nicht, wenden Sie sich sofort an unser Support-Team.`)
};

const fr_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, contactez immédiatement notre équipe d’assistance.`)
};

const es_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si hiciste este cambio, no tienes que hacer nada. Si no, contacta de inmediato con nuestro equipo de soporte.`)
};

const pt_br2_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se foi você quem fez essa alteração, não precisa fazer nada. Se não foi, fale com nossa equipe de suporte imediatamente.`)
};

const ja_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご自身で変更した場合は、何もする必要はありません。心当たりがない場合は、すぐにサポートチームにご連絡ください。`)
};

const ko_mail_email_changed_note = /** @type {(inputs: Mail_Email_Changed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`직접 변경하셨다면 따로 하실 일은 없습니다. 그렇지 않다면 즉시 지원팀에 연락해 주세요.`)
};

/**
* | output |
* | --- |
* | "If you made this change, there is nothing to do. If you did not, contact our support team at once." |
*
* @param {Mail_Email_Changed_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_note = /** @type {((inputs?: Mail_Email_Changed_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_note(inputs)
	if (locale === "fr") return fr_mail_email_changed_note(inputs)
	if (locale === "es") return es_mail_email_changed_note(inputs)
	if (locale === "pt-BR") return pt_br2_mail_email_changed_note(inputs)
	if (locale === "ja") return ja_mail_email_changed_note(inputs)
	if (locale === "ko") return ko_mail_email_changed_note(inputs)
	return en_mail_email_changed_note(inputs)
});