/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_FromInputs */

const en_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const de_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

const fr_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

const es_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const pt_br2_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

const ja_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始日`)
};

const ko_event_from = /** @type {(inputs: Event_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작일`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Event_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_from = /** @type {((inputs?: Event_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_FromInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_from(inputs)
	if (locale === "fr") return fr_event_from(inputs)
	if (locale === "es") return es_event_from(inputs)
	if (locale === "pt-BR") return pt_br2_event_from(inputs)
	if (locale === "ja") return ja_event_from(inputs)
	if (locale === "ko") return ko_event_from(inputs)
	return en_event_from(inputs)
});