/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Act_Rsvp_ClosedInputs */

const en_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs are closed: this event has started.`)
};

const de_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Zusagen mehr möglich: Die Veranstaltung hat begonnen.`)
};

const fr_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les inscriptions sont closes : l’événement a commencé.`)
};

const es_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las confirmaciones están cerradas: el evento ya ha empezado.`)
};

const pt_br2_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As confirmações estão encerradas: o evento já começou.`)
};

const ja_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加登録は締め切られました：このイベントはすでに始まっています。`)
};

const ko_act_rsvp_closed = /** @type {(inputs: Act_Rsvp_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청이 마감되었습니다: 이 이벤트는 이미 시작되었습니다.`)
};

/**
* | output |
* | --- |
* | "RSVPs are closed: this event has started." |
*
* @param {Act_Rsvp_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_rsvp_closed = /** @type {((inputs?: Act_Rsvp_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Act_Rsvp_ClosedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_act_rsvp_closed(inputs)
	if (locale === "fr") return fr_act_rsvp_closed(inputs)
	if (locale === "es") return es_act_rsvp_closed(inputs)
	if (locale === "pt-BR") return pt_br2_act_rsvp_closed(inputs)
	if (locale === "ja") return ja_act_rsvp_closed(inputs)
	if (locale === "ko") return ko_act_rsvp_closed(inputs)
	return en_act_rsvp_closed(inputs)
});