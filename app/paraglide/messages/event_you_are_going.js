/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_You_Are_GoingInputs */

const en_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're going.`)
};

const de_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist dabei.`)
};

const fr_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous participez.`)
};

const es_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vas a ir.`)
};

const pt_br2_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você vai.`)
};

const ja_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加予定です。`)
};

const ko_event_you_are_going = /** @type {(inputs: Event_You_Are_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 예정입니다.`)
};

/**
* | output |
* | --- |
* | "You're going." |
*
* @param {Event_You_Are_GoingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_you_are_going = /** @type {((inputs?: Event_You_Are_GoingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_You_Are_GoingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_you_are_going(inputs)
	if (locale === "fr") return fr_event_you_are_going(inputs)
	if (locale === "es") return es_event_you_are_going(inputs)
	if (locale === "pt-BR") return pt_br2_event_you_are_going(inputs)
	if (locale === "ja") return ja_event_you_are_going(inputs)
	if (locale === "ko") return ko_event_you_are_going(inputs)
	return en_event_you_are_going(inputs)
});