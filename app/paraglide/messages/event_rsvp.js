/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_RsvpInputs */

const en_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP`)
};

const de_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je participe`)
};

const es_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apuntarme`)
};

const pt_br2_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar presença`)
};

const ja_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加する`)
};

const ko_event_rsvp = /** @type {(inputs: Event_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청`)
};

/**
* | output |
* | --- |
* | "RSVP" |
*
* @param {Event_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_rsvp = /** @type {((inputs?: Event_RsvpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_RsvpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_rsvp(inputs)
	if (locale === "fr") return fr_event_rsvp(inputs)
	if (locale === "es") return es_event_rsvp(inputs)
	if (locale === "pt-BR") return pt_br2_event_rsvp(inputs)
	if (locale === "ja") return ja_event_rsvp(inputs)
	if (locale === "ko") return ko_event_rsvp(inputs)
	return en_event_rsvp(inputs)
});