/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_CentersInputs */

const en_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers`)
};

const de_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres LAN`)
};

const es_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN`)
};

const pt_br2_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN`)
};

const ja_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_adr_centers = /** @type {(inputs: Adr_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN centers" |
*
* @param {Adr_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_centers = /** @type {((inputs?: Adr_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_centers(inputs)
	if (locale === "fr") return fr_adr_centers(inputs)
	if (locale === "es") return es_adr_centers(inputs)
	if (locale === "pt-BR") return pt_br2_adr_centers(inputs)
	if (locale === "ja") return ja_adr_centers(inputs)
	if (locale === "ko") return ko_adr_centers(inputs)
	return en_adr_centers(inputs)
});