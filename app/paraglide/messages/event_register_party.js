/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Register_PartyInputs */

const en_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your LAN party`)
};

const de_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriere deine LAN-Party`)
};

const fr_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez votre LAN party`)
};

const es_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu LAN party`)
};

const pt_br2_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre sua LAN party`)
};

const ja_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを登録`)
};

const ko_event_register_party = /** @type {(inputs: Event_Register_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 등록하기`)
};

/**
* | output |
* | --- |
* | "Register your LAN party" |
*
* @param {Event_Register_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_register_party = /** @type {((inputs?: Event_Register_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Register_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_register_party(inputs)
	if (locale === "fr") return fr_event_register_party(inputs)
	if (locale === "es") return es_event_register_party(inputs)
	if (locale === "pt-BR") return pt_br2_event_register_party(inputs)
	if (locale === "ja") return ja_event_register_party(inputs)
	if (locale === "ko") return ko_event_register_party(inputs)
	return en_event_register_party(inputs)
});