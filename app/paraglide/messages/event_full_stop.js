/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Full_StopInputs */

const en_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const de_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const fr_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const es_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const pt_br2_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ja_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`。`)
};

const ko_event_full_stop = /** @type {(inputs: Event_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Event_Full_StopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_full_stop = /** @type {((inputs?: Event_Full_StopInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Full_StopInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_full_stop(inputs)
	if (locale === "fr") return fr_event_full_stop(inputs)
	if (locale === "es") return es_event_full_stop(inputs)
	if (locale === "pt-BR") return pt_br2_event_full_stop(inputs)
	if (locale === "ja") return ja_event_full_stop(inputs)
	if (locale === "ko") return ko_event_full_stop(inputs)
	return en_event_full_stop(inputs)
});