/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Zoom_GroupInputs */

const en_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map zoom`)
};

const de_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten-Zoom`)
};

const fr_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom de la carte`)
};

const es_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom del mapa`)
};

const pt_br2_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom do mapa`)
};

const ja_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図のズーム`)
};

const ko_map_zoom_group = /** @type {(inputs: Map_Zoom_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도 확대/축소`)
};

/**
* | output |
* | --- |
* | "Map zoom" |
*
* @param {Map_Zoom_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_zoom_group = /** @type {((inputs?: Map_Zoom_GroupInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Zoom_GroupInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_zoom_group(inputs)
	if (locale === "fr") return fr_map_zoom_group(inputs)
	if (locale === "es") return es_map_zoom_group(inputs)
	if (locale === "pt-BR") return pt_br2_map_zoom_group(inputs)
	if (locale === "ja") return ja_map_zoom_group(inputs)
	if (locale === "ko") return ko_map_zoom_group(inputs)
	return en_map_zoom_group(inputs)
});