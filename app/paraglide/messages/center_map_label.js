/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Map_LabelInputs */

const en_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location on the map`)
};

const de_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lage auf der Karte`)
};

const fr_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement sur la carte`)
};

const es_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación en el mapa`)
};

const pt_br2_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização no mapa`)
};

const ja_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図上の場所`)
};

const ko_center_map_label = /** @type {(inputs: Center_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도상 위치`)
};

/**
* | output |
* | --- |
* | "Location on the map" |
*
* @param {Center_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_map_label = /** @type {((inputs?: Center_Map_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Map_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_map_label(inputs)
	if (locale === "fr") return fr_center_map_label(inputs)
	if (locale === "es") return es_center_map_label(inputs)
	if (locale === "pt-BR") return pt_br2_center_map_label(inputs)
	if (locale === "ja") return ja_center_map_label(inputs)
	if (locale === "ko") return ko_center_map_label(inputs)
	return en_center_map_label(inputs)
});