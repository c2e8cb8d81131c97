/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_WhereInputs */

const en_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const de_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

const pt_br2_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local`)
};

const ja_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所`)
};

const ko_event_where = /** @type {(inputs: Event_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Event_WhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_where = /** @type {((inputs?: Event_WhereInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_WhereInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_where(inputs)
	if (locale === "fr") return fr_event_where(inputs)
	if (locale === "es") return es_event_where(inputs)
	if (locale === "pt-BR") return pt_br2_event_where(inputs)
	if (locale === "ja") return ja_event_where(inputs)
	if (locale === "ko") return ko_event_where(inputs)
	return en_event_where(inputs)
});