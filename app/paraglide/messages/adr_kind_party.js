/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Kind_PartyInputs */

const en_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const de_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party`)
};

const fr_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const es_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const pt_br2_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const ja_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_adr_kind_party = /** @type {(inputs: Adr_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN party" |
*
* @param {Adr_Kind_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_kind_party = /** @type {((inputs?: Adr_Kind_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Kind_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_kind_party(inputs)
	if (locale === "fr") return fr_adr_kind_party(inputs)
	if (locale === "es") return es_adr_kind_party(inputs)
	if (locale === "pt-BR") return pt_br2_adr_kind_party(inputs)
	if (locale === "ja") return ja_adr_kind_party(inputs)
	if (locale === "ko") return ko_adr_kind_party(inputs)
	return en_adr_kind_party(inputs)
});