/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_EndedInputs */

const en_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This LAN party has ended.`)
};

const de_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese LAN-Party ist vorbei.`)
};

const fr_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette LAN party est terminée.`)
};

const es_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta LAN party ha terminado.`)
};

const pt_br2_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta LAN party terminou.`)
};

const ja_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このLANパーティーは終了しました。`)
};

const ko_event_ended = /** @type {(inputs: Event_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 파티는 종료되었습니다.`)
};

/**
* | output |
* | --- |
* | "This LAN party has ended." |
*
* @param {Event_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_ended = /** @type {((inputs?: Event_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_EndedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_ended(inputs)
	if (locale === "fr") return fr_event_ended(inputs)
	if (locale === "es") return es_event_ended(inputs)
	if (locale === "pt-BR") return pt_br2_event_ended(inputs)
	if (locale === "ja") return ja_event_ended(inputs)
	if (locale === "ko") return ko_event_ended(inputs)
	return en_event_ended(inputs)
});