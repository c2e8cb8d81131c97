/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Act_Rsvp_Not_RsvpedInputs */

const en_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not RSVPed to this event.`)
};

const de_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast für diese Veranstaltung nicht zugesagt.`)
};

const fr_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’êtes pas inscrit à cet événement.`)
};

const es_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has confirmado tu asistencia a este evento.`)
};

const pt_br2_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não confirmou presença neste evento.`)
};

const ja_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このイベントには参加登録していません。`)
};

const ko_act_rsvp_not_rsvped = /** @type {(inputs: Act_Rsvp_Not_RsvpedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이벤트에 참가 신청하지 않았습니다.`)
};

/**
* | output |
* | --- |
* | "You have not RSVPed to this event." |
*
* @param {Act_Rsvp_Not_RsvpedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_rsvp_not_rsvped = /** @type {((inputs?: Act_Rsvp_Not_RsvpedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Act_Rsvp_Not_RsvpedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_act_rsvp_not_rsvped(inputs)
	if (locale === "fr") return fr_act_rsvp_not_rsvped(inputs)
	if (locale === "es") return es_act_rsvp_not_rsvped(inputs)
	if (locale === "pt-BR") return pt_br2_act_rsvp_not_rsvped(inputs)
	if (locale === "ja") return ja_act_rsvp_not_rsvped(inputs)
	if (locale === "ko") return ko_act_rsvp_not_rsvped(inputs)
	return en_act_rsvp_not_rsvped(inputs)
});