/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_StartsInputs */

const en_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const de_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

const fr_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début`)
};

const es_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza`)
};

const pt_br2_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

const ja_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

const ko_event_starts = /** @type {(inputs: Event_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Event_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_starts = /** @type {((inputs?: Event_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_StartsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_starts(inputs)
	if (locale === "fr") return fr_event_starts(inputs)
	if (locale === "es") return es_event_starts(inputs)
	if (locale === "pt-BR") return pt_br2_event_starts(inputs)
	if (locale === "ja") return ja_event_starts(inputs)
	if (locale === "ko") return ko_event_starts(inputs)
	return en_event_starts(inputs)
});