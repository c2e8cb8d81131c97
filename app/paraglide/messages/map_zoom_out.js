/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Zoom_OutInputs */

const en_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};

const de_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkleinern`)
};

const fr_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dézoomer`)
};

const es_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alejar`)
};

const pt_br2_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afastar`)
};

const ja_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`縮小`)
};

const ko_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`축소`)
};

/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Map_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_zoom_out = /** @type {((inputs?: Map_Zoom_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Zoom_OutInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_zoom_out(inputs)
	if (locale === "fr") return fr_map_zoom_out(inputs)
	if (locale === "es") return es_map_zoom_out(inputs)
	if (locale === "pt-BR") return pt_br2_map_zoom_out(inputs)
	if (locale === "ja") return ja_map_zoom_out(inputs)
	if (locale === "ko") return ko_map_zoom_out(inputs)
	return en_map_zoom_out(inputs)
});