/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Local_At_PartyInputs */

const en_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (local time at the party)`)
};

const de_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (Ortszeit der Party)`)
};

const fr_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (heure locale de la LAN party)`)
};

const es_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (hora local de la LAN party)`)
};

const pt_br2_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (horário local da LAN party)`)
};

const ja_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（会場の現地時間）`)
};

const ko_event_local_at_party = /** @type {(inputs: Event_Local_At_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (파티 현지 시간)`)
};

/**
* | output |
* | --- |
* | "(local time at the party)" |
*
* @param {Event_Local_At_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_local_at_party = /** @type {((inputs?: Event_Local_At_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Local_At_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_local_at_party(inputs)
	if (locale === "fr") return fr_event_local_at_party(inputs)
	if (locale === "es") return es_event_local_at_party(inputs)
	if (locale === "pt-BR") return pt_br2_event_local_at_party(inputs)
	if (locale === "ja") return ja_event_local_at_party(inputs)
	if (locale === "ko") return ko_event_local_at_party(inputs)
	return en_event_local_at_party(inputs)
});