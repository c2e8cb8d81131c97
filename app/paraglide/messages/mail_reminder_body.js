/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Reminder_BodyInputs */

const en_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.event}", which you are going to, starts within a day.`)
};

const de_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.event}“, wofür Sie angemeldet sind, beginnt innerhalb eines Tages.`)
};

const fr_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.event} », auquel vous participez, commence dans moins d’un jour.`)
};

const es_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.event}», al que vas a ir, empieza en menos de un día.`)
};

const pt_br2_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.event}”, em que você confirmou presença, começa em menos de um dia.`)
};

const ja_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加予定の「${i?.event}」が1日以内に始まります。`)
};

const ko_mail_reminder_body = /** @type {(inputs: Mail_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`참가 예정인 "${i?.event}"이(가) 하루 안에 시작됩니다.`)
};

/**
* | output |
* | --- |
* | "\"{event}\", which you are going to, starts within a day." |
*
* @param {Mail_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_body = /** @type {((inputs: Mail_Reminder_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_body(inputs)
	if (locale === "fr") return fr_mail_reminder_body(inputs)
	if (locale === "es") return es_mail_reminder_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reminder_body(inputs)
	if (locale === "ja") return ja_mail_reminder_body(inputs)
	if (locale === "ko") return ko_mail_reminder_body(inputs)
	return en_mail_reminder_body(inputs)
});