/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_Lan_PartiesInputs */

const en_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const de_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Partys`)
};

const fr_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const es_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const pt_br2_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const ja_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN パーティー`)
};

const ko_ain_lan_parties = /** @type {(inputs: Ain_Lan_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN parties" |
*
* @param {Ain_Lan_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_lan_parties = /** @type {((inputs?: Ain_Lan_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Lan_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_lan_parties(inputs)
	if (locale === "fr") return fr_ain_lan_parties(inputs)
	if (locale === "es") return es_ain_lan_parties(inputs)
	if (locale === "pt-BR") return pt_br2_ain_lan_parties(inputs)
	if (locale === "ja") return ja_ain_lan_parties(inputs)
	if (locale === "ko") return ko_ain_lan_parties(inputs)
	return en_ain_lan_parties(inputs)
});