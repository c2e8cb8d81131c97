/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_StationsInputs */

const en_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming stations`)
};

const de_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Plätze`)
};

const fr_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes de jeu`)
};

const es_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puestos de juego`)
};

const pt_br2_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estações de jogo`)
};

const ja_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミング席`)
};

const ko_center_stations = /** @type {(inputs: Center_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 좌석`)
};

/**
* | output |
* | --- |
* | "Gaming stations" |
*
* @param {Center_StationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_stations = /** @type {((inputs?: Center_StationsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_StationsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_stations(inputs)
	if (locale === "fr") return fr_center_stations(inputs)
	if (locale === "es") return es_center_stations(inputs)
	if (locale === "pt-BR") return pt_br2_center_stations(inputs)
	if (locale === "ja") return ja_center_stations(inputs)
	if (locale === "ko") return ko_center_stations(inputs)
	return en_center_stations(inputs)
});