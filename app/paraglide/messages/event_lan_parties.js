/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Lan_PartiesInputs */

const en_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Parties`)
};

const de_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Partys`)
};

const fr_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const es_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const pt_br2_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const ja_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_event_lan_parties = /** @type {(inputs: Event_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN Parties" |
*
* @param {Event_Lan_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_lan_parties = /** @type {((inputs?: Event_Lan_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Lan_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_lan_parties(inputs)
	if (locale === "fr") return fr_event_lan_parties(inputs)
	if (locale === "es") return es_event_lan_parties(inputs)
	if (locale === "pt-BR") return pt_br2_event_lan_parties(inputs)
	if (locale === "ja") return ja_event_lan_parties(inputs)
	if (locale === "ko") return ko_event_lan_parties(inputs)
	return en_event_lan_parties(inputs)
});