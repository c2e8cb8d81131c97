/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_Lan_CenterInputs */

const en_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre LAN`)
};

const es_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro LAN`)
};

const pt_br2_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro LAN`)
};

const ja_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_landing_type_lan_center = /** @type {(inputs: Landing_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Landing_Type_Lan_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_lan_center = /** @type {((inputs?: Landing_Type_Lan_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_Lan_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_lan_center(inputs)
	if (locale === "fr") return fr_landing_type_lan_center(inputs)
	if (locale === "es") return es_landing_type_lan_center(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_lan_center(inputs)
	if (locale === "ja") return ja_landing_type_lan_center(inputs)
	if (locale === "ko") return ko_landing_type_lan_center(inputs)
	return en_landing_type_lan_center(inputs)
});