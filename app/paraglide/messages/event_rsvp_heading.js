/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Rsvp_HeadingInputs */

const en_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP`)
};

const de_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung`)
};

const fr_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participation`)
};

const es_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistencia`)
};

const pt_br2_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmação de presença`)
};

const ja_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加登録`)
};

const ko_event_rsvp_heading = /** @type {(inputs: Event_Rsvp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청`)
};

/**
* | output |
* | --- |
* | "RSVP" |
*
* @param {Event_Rsvp_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_rsvp_heading = /** @type {((inputs?: Event_Rsvp_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Rsvp_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_rsvp_heading(inputs)
	if (locale === "fr") return fr_event_rsvp_heading(inputs)
	if (locale === "es") return es_event_rsvp_heading(inputs)
	if (locale === "pt-BR") return pt_br2_event_rsvp_heading(inputs)
	if (locale === "ja") return ja_event_rsvp_heading(inputs)
	if (locale === "ko") return ko_event_rsvp_heading(inputs)
	return en_event_rsvp_heading(inputs)
});