/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_DirectionsInputs */

const en_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directions`)
};

const de_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const fr_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

const es_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

const pt_br2_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como chegar`)
};

const ja_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`経路`)
};

const ko_center_directions = /** @type {(inputs: Center_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`길찾기`)
};

/**
* | output |
* | --- |
* | "Directions" |
*
* @param {Center_DirectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_directions = /** @type {((inputs?: Center_DirectionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_DirectionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_directions(inputs)
	if (locale === "fr") return fr_center_directions(inputs)
	if (locale === "es") return es_center_directions(inputs)
	if (locale === "pt-BR") return pt_br2_center_directions(inputs)
	if (locale === "ja") return ja_center_directions(inputs)
	if (locale === "ko") return ko_center_directions(inputs)
	return en_center_directions(inputs)
});