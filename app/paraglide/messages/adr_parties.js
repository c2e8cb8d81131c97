/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_PartiesInputs */

const en_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const de_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Partys`)
};

const fr_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const es_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const pt_br2_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const ja_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_adr_parties = /** @type {(inputs: Adr_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN parties" |
*
* @param {Adr_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_parties = /** @type {((inputs?: Adr_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_parties(inputs)
	if (locale === "fr") return fr_adr_parties(inputs)
	if (locale === "es") return es_adr_parties(inputs)
	if (locale === "pt-BR") return pt_br2_adr_parties(inputs)
	if (locale === "ja") return ja_adr_parties(inputs)
	if (locale === "ko") return ko_adr_parties(inputs)
	return en_adr_parties(inputs)
});