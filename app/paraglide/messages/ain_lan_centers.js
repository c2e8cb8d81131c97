/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_Lan_CentersInputs */

const en_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers`)
};

const de_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers`)
};

const es_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers`)
};

const pt_br2_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers`)
};

const ja_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_ain_lan_centers = /** @type {(inputs: Ain_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN centers" |
*
* @param {Ain_Lan_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_lan_centers = /** @type {((inputs?: Ain_Lan_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_Lan_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_lan_centers(inputs)
	if (locale === "fr") return fr_ain_lan_centers(inputs)
	if (locale === "es") return es_ain_lan_centers(inputs)
	if (locale === "pt-BR") return pt_br2_ain_lan_centers(inputs)
	if (locale === "ja") return ja_ain_lan_centers(inputs)
	if (locale === "ko") return ko_ain_lan_centers(inputs)
	return en_ain_lan_centers(inputs)
});