/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Lan_CentersInputs */

const en_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Centers`)
};

const de_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres LAN`)
};

const es_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN`)
};

const pt_br2_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN`)
};

const ja_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_nav_lan_centers = /** @type {(inputs: Nav_Lan_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN Centers" |
*
* @param {Nav_Lan_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_lan_centers = /** @type {((inputs?: Nav_Lan_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Lan_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_lan_centers(inputs)
	if (locale === "fr") return fr_nav_lan_centers(inputs)
	if (locale === "es") return es_nav_lan_centers(inputs)
	if (locale === "pt-BR") return pt_br2_nav_lan_centers(inputs)
	if (locale === "ja") return ja_nav_lan_centers(inputs)
	if (locale === "ko") return ko_nav_lan_centers(inputs)
	return en_nav_lan_centers(inputs)
});