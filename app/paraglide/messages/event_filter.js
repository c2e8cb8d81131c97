/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_FilterInputs */

const en_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const de_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern`)
};

const fr_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const es_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const pt_br2_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const ja_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`絞り込む`)
};

const ko_event_filter = /** @type {(inputs: Event_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`필터`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Event_FilterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_filter = /** @type {((inputs?: Event_FilterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_FilterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_filter(inputs)
	if (locale === "fr") return fr_event_filter(inputs)
	if (locale === "es") return es_event_filter(inputs)
	if (locale === "pt-BR") return pt_br2_event_filter(inputs)
	if (locale === "ja") return ja_event_filter(inputs)
	if (locale === "ko") return ko_event_filter(inputs)
	return en_event_filter(inputs)
});