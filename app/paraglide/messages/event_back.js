/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_BackInputs */

const en_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All LAN parties`)
};

const de_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle LAN-Partys`)
};

const fr_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les LAN parties`)
};

const es_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las LAN parties`)
};

const pt_br2_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as LAN parties`)
};

const ja_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのLANパーティー`)
};

const ko_event_back = /** @type {(inputs: Event_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 LAN 파티`)
};

/**
* | output |
* | --- |
* | "All LAN parties" |
*
* @param {Event_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_back = /** @type {((inputs?: Event_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_back(inputs)
	if (locale === "fr") return fr_event_back(inputs)
	if (locale === "es") return es_event_back(inputs)
	if (locale === "pt-BR") return pt_br2_event_back(inputs)
	if (locale === "ja") return ja_event_back(inputs)
	if (locale === "ko") return ko_event_back(inputs)
	return en_event_back(inputs)
});