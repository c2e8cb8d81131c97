/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_LabelInputs */

const en_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of verified LAN centers`)
};

const de_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte der verifizierten LAN-Center`)
};

const fr_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte des centres LAN vérifiés`)
};

const es_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de centros LAN verificados`)
};

const pt_br2_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de centros LAN verificados`)
};

const ja_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証済み LAN センターの地図`)
};

const ko_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증된 LAN 센터 지도`)
};

/**
* | output |
* | --- |
* | "Map of verified LAN centers" |
*
* @param {Map_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_label = /** @type {((inputs?: Map_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_label(inputs)
	if (locale === "fr") return fr_map_label(inputs)
	if (locale === "es") return es_map_label(inputs)
	if (locale === "pt-BR") return pt_br2_map_label(inputs)
	if (locale === "ja") return ja_map_label(inputs)
	if (locale === "ko") return ko_map_label(inputs)
	return en_map_label(inputs)
});