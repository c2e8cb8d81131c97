/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Type_Lan_PartyInputs */

const en_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const de_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party`)
};

const fr_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const es_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const pt_br2_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const ja_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN パーティー`)
};

const ko_ctc_type_lan_party = /** @type {(inputs: Ctc_Type_Lan_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN party" |
*
* @param {Ctc_Type_Lan_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_type_lan_party = /** @type {((inputs?: Ctc_Type_Lan_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Type_Lan_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_type_lan_party(inputs)
	if (locale === "fr") return fr_ctc_type_lan_party(inputs)
	if (locale === "es") return es_ctc_type_lan_party(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_type_lan_party(inputs)
	if (locale === "ja") return ja_ctc_type_lan_party(inputs)
	if (locale === "ko") return ko_ctc_type_lan_party(inputs)
	return en_ctc_type_lan_party(inputs)
});