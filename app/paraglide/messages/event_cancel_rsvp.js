/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cancel_RsvpInputs */

const en_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel RSVP`)
};

const de_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung stornieren`)
};

const fr_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ma participation`)
};

const es_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar asistencia`)
};

const pt_br2_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar presença`)
};

const ja_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加を取り消す`)
};

const ko_event_cancel_rsvp = /** @type {(inputs: Event_Cancel_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 취소`)
};

/**
* | output |
* | --- |
* | "Cancel RSVP" |
*
* @param {Event_Cancel_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_cancel_rsvp = /** @type {((inputs?: Event_Cancel_RsvpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cancel_RsvpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_cancel_rsvp(inputs)
	if (locale === "fr") return fr_event_cancel_rsvp(inputs)
	if (locale === "es") return es_event_cancel_rsvp(inputs)
	if (locale === "pt-BR") return pt_br2_event_cancel_rsvp(inputs)
	if (locale === "ja") return ja_event_cancel_rsvp(inputs)
	if (locale === "ko") return ko_event_cancel_rsvp(inputs)
	return en_event_cancel_rsvp(inputs)
});