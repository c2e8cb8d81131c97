/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_Lan_PartyInputs */

const en_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const de_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party`)
};

const fr_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const es_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const pt_br2_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const ja_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_landing_type_lan_party = /** @type {(inputs: Landing_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN party" |
*
* @param {Landing_Type_Lan_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_lan_party = /** @type {((inputs?: Landing_Type_Lan_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_Lan_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_lan_party(inputs)
	if (locale === "fr") return fr_landing_type_lan_party(inputs)
	if (locale === "es") return es_landing_type_lan_party(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_lan_party(inputs)
	if (locale === "ja") return ja_landing_type_lan_party(inputs)
	if (locale === "ko") return ko_landing_type_lan_party(inputs)
	return en_landing_type_lan_party(inputs)
});