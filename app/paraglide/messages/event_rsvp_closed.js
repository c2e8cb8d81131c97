/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Rsvp_ClosedInputs */

const en_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs are closed: this event has started.`)
};

const de_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen sind geschlossen: Das Event hat begonnen.`)
};

const fr_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les inscriptions sont closes : l'événement a commencé.`)
};

const es_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las inscripciones están cerradas: el evento ya empezó.`)
};

const pt_br2_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As confirmações estão encerradas: o evento já começou.`)
};

const ja_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントが始まったため参加登録は締め切りました。`)
};

const ko_event_rsvp_closed = /** @type {(inputs: Event_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트가 시작되어 참가 신청이 마감되었습니다.`)
};

/**
* | output |
* | --- |
* | "RSVPs are closed: this event has started." |
*
* @param {Event_Rsvp_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_rsvp_closed = /** @type {((inputs?: Event_Rsvp_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Rsvp_ClosedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_rsvp_closed(inputs)
	if (locale === "fr") return fr_event_rsvp_closed(inputs)
	if (locale === "es") return es_event_rsvp_closed(inputs)
	if (locale === "pt-BR") return pt_br2_event_rsvp_closed(inputs)
	if (locale === "ja") return ja_event_rsvp_closed(inputs)
	if (locale === "ko") return ko_event_rsvp_closed(inputs)
	return en_event_rsvp_closed(inputs)
});