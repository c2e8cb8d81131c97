/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */

const en_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ${i?.event} starts tomorrow`)
};

const de_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erinnerung: ${i?.event} beginnt morgen`)
};

const fr_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : ${i?.event} commence demain`)
};

const es_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recordatorio: ${i?.event} empieza mañana`)
};

const pt_br2_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lembrete: ${i?.event} começa amanhã`)
};

const ja_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`リマインダー：${i?.event} は明日開始です`)
};

const ko_mail_reminder_subject = /** @type {(inputs: Mail_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`알림: ${i?.event}이(가) 내일 시작됩니다`)
};

/**
* | output |
* | --- |
* | "Reminder: {event} starts tomorrow" |
*
* @param {Mail_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_subject = /** @type {((inputs: Mail_Reminder_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_subject(inputs)
	if (locale === "fr") return fr_mail_reminder_subject(inputs)
	if (locale === "es") return es_mail_reminder_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reminder_subject(inputs)
	if (locale === "ja") return ja_mail_reminder_subject(inputs)
	if (locale === "ko") return ko_mail_reminder_subject(inputs)
	return en_mail_reminder_subject(inputs)
});