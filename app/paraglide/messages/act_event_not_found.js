/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Act_Event_Not_FoundInputs */

const en_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

const de_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung nicht gefunden`)
};

const fr_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement introuvable`)
};

const es_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento no encontrado`)
};

const pt_br2_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento não encontrado`)
};

const ja_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントが見つかりません`)
};

const ko_act_event_not_found = /** @type {(inputs: Act_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트를 찾을 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Act_Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_event_not_found = /** @type {((inputs?: Act_Event_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Act_Event_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_act_event_not_found(inputs)
	if (locale === "fr") return fr_act_event_not_found(inputs)
	if (locale === "es") return es_act_event_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_act_event_not_found(inputs)
	if (locale === "ja") return ja_act_event_not_found(inputs)
	if (locale === "ko") return ko_act_event_not_found(inputs)
	return en_act_event_not_found(inputs)
});