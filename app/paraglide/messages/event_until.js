/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_UntilInputs */

const en_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until`)
};

const de_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const fr_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

const es_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const pt_br2_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Até`)
};

const ja_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了日`)
};

const ko_event_until = /** @type {(inputs: Event_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료일`)
};

/**
* | output |
* | --- |
* | "Until" |
*
* @param {Event_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_until = /** @type {((inputs?: Event_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_UntilInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_until(inputs)
	if (locale === "fr") return fr_event_until(inputs)
	if (locale === "es") return es_event_until(inputs)
	if (locale === "pt-BR") return pt_br2_event_until(inputs)
	if (locale === "ja") return ja_event_until(inputs)
	if (locale === "ko") return ko_event_until(inputs)
	return en_event_until(inputs)
});