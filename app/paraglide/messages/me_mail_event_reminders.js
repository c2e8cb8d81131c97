/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Mail_Event_RemindersInputs */

const en_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event reminders`)
};

const de_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erinnerungen an Events`)
};

const fr_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rappels d'événements`)
};

const es_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorios de eventos`)
};

const pt_br2_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lembretes de eventos`)
};

const ja_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントのリマインダー`)
};

const ko_me_mail_event_reminders = /** @type {(inputs: Me_Mail_Event_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 알림`)
};

/**
* | output |
* | --- |
* | "Event reminders" |
*
* @param {Me_Mail_Event_RemindersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_event_reminders = /** @type {((inputs?: Me_Mail_Event_RemindersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Mail_Event_RemindersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_mail_event_reminders(inputs)
	if (locale === "fr") return fr_me_mail_event_reminders(inputs)
	if (locale === "es") return es_me_mail_event_reminders(inputs)
	if (locale === "pt-BR") return pt_br2_me_mail_event_reminders(inputs)
	if (locale === "ja") return ja_me_mail_event_reminders(inputs)
	if (locale === "ko") return ko_me_mail_event_reminders(inputs)
	return en_me_mail_event_reminders(inputs)
});