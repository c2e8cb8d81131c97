/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_BackInputs */

const en_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All LAN centers`)
};

const de_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle LAN-Center`)
};

const fr_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les centres LAN`)
};

const es_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los centros LAN`)
};

const pt_br2_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os centros de LAN`)
};

const ja_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのLANセンター`)
};

const ko_center_back = /** @type {(inputs: Center_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 LAN 센터`)
};

/**
* | output |
* | --- |
* | "All LAN centers" |
*
* @param {Center_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_back = /** @type {((inputs?: Center_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_BackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_back(inputs)
	if (locale === "fr") return fr_center_back(inputs)
	if (locale === "es") return es_center_back(inputs)
	if (locale === "pt-BR") return pt_br2_center_back(inputs)
	if (locale === "ja") return ja_center_back(inputs)
	if (locale === "ko") return ko_center_back(inputs)
	return en_center_back(inputs)
});