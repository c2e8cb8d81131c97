/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_AttendanceInputs */

const en_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const de_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnahme`)
};

const fr_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participation`)
};

const es_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistencia`)
};

const pt_br2_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participação`)
};

const ja_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

const ko_event_attendance = /** @type {(inputs: Event_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Event_AttendanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_attendance = /** @type {((inputs?: Event_AttendanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_AttendanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_attendance(inputs)
	if (locale === "fr") return fr_event_attendance(inputs)
	if (locale === "es") return es_event_attendance(inputs)
	if (locale === "pt-BR") return pt_br2_event_attendance(inputs)
	if (locale === "ja") return ja_event_attendance(inputs)
	if (locale === "ko") return ko_event_attendance(inputs)
	return en_event_attendance(inputs)
});