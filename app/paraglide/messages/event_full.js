/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_FullInputs */

const en_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is full.`)
};

const de_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Event ist ausgebucht.`)
};

const fr_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est complet.`)
};

const es_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento está completo.`)
};

const pt_br2_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento está lotado.`)
};

const ja_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このイベントは満員です。`)
};

const ko_event_full = /** @type {(inputs: Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이벤트는 정원이 찼습니다.`)
};

/**
* | output |
* | --- |
* | "This event is full." |
*
* @param {Event_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_full = /** @type {((inputs?: Event_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_FullInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_full(inputs)
	if (locale === "fr") return fr_event_full(inputs)
	if (locale === "es") return es_event_full(inputs)
	if (locale === "pt-BR") return pt_br2_event_full(inputs)
	if (locale === "ja") return ja_event_full(inputs)
	if (locale === "ko") return ko_event_full(inputs)
	return en_event_full(inputs)
});