/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_EndsInputs */

const en_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

const de_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

const fr_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const es_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina`)
};

const pt_br2_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Término`)
};

const ja_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了`)
};

const ko_event_ends = /** @type {(inputs: Event_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Event_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_ends = /** @type {((inputs?: Event_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_EndsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_ends(inputs)
	if (locale === "fr") return fr_event_ends(inputs)
	if (locale === "es") return es_event_ends(inputs)
	if (locale === "pt-BR") return pt_br2_event_ends(inputs)
	if (locale === "ja") return ja_event_ends(inputs)
	if (locale === "ko") return ko_event_ends(inputs)
	return en_event_ends(inputs)
});