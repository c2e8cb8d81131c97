/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ calendarLink: NonNullable<unknown> }} Mail_Reminder_CalendarInputs */

const en_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add it to your calendar: ${i?.calendarLink}. If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat.`)
};

const de_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In Ihren Kalender eintragen: ${i?.calendarLink}. Wenn Sie nicht mehr kommen können, sagen Sie bitte auf der Seite der Veranstaltung ab, damit die nächste Person Ihren Platz bekommt.`)
};

const fr_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez-le à votre agenda : ${i?.calendarLink}. Si vous ne pouvez plus venir, annulez votre inscription sur la page de l’événement pour que la personne suivante obtienne votre place.`)
};

const es_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añádelo a tu calendario: ${i?.calendarLink}. Si ya no puedes ir, cancela tu asistencia en la página del evento para que la siguiente persona obtenga tu plaza.`)
};

const pt_br2_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicione à sua agenda: ${i?.calendarLink}. Se não puder mais ir, cancele sua presença na página do evento para que a próxima pessoa fique com sua vaga.`)
};

const ja_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`カレンダーに追加：${i?.calendarLink}。参加できなくなった場合は、次の方が参加できるよう、イベントページで参加登録を取り消してください。`)
};

const ko_mail_reminder_calendar = /** @type {(inputs: Mail_Reminder_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`캘린더에 추가: ${i?.calendarLink}. 참석할 수 없게 되면 다음 사람이 자리를 얻을 수 있도록 이벤트 페이지에서 참가 신청을 취소해 주세요.`)
};

/**
* | output |
* | --- |
* | "Add it to your calendar: {calendarLink}. If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat." |
*
* @param {Mail_Reminder_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_calendar = /** @type {((inputs: Mail_Reminder_CalendarInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_CalendarInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_calendar(inputs)
	if (locale === "fr") return fr_mail_reminder_calendar(inputs)
	if (locale === "es") return es_mail_reminder_calendar(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reminder_calendar(inputs)
	if (locale === "ja") return ja_mail_reminder_calendar(inputs)
	if (locale === "ko") return ko_mail_reminder_calendar(inputs)
	return en_mail_reminder_calendar(inputs)
});