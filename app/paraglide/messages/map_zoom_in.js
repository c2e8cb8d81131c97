/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Zoom_InInputs */

const en_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

const de_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergrößern`)
};

const fr_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoomer`)
};

const es_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acercar`)
};

const pt_br2_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aproximar`)
};

const ja_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拡大`)
};

const ko_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`확대`)
};

/**
* | output |
* | --- |
* | "Zoom in" |
*
* @param {Map_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_zoom_in = /** @type {((inputs?: Map_Zoom_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Zoom_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_zoom_in(inputs)
	if (locale === "fr") return fr_map_zoom_in(inputs)
	if (locale === "es") return es_map_zoom_in(inputs)
	if (locale === "pt-BR") return pt_br2_map_zoom_in(inputs)
	if (locale === "ja") return ja_map_zoom_in(inputs)
	if (locale === "ko") return ko_map_zoom_in(inputs)
	return en_map_zoom_in(inputs)
});