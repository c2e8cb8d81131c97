/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_StationsInputs */

const en_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming stations`)
};

const de_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Plätze`)
};

const fr_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes de jeu`)
};

const es_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puestos de juego`)
};

const pt_br2_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estações de jogo`)
};

const ja_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミング席数`)
};

const ko_reg_stations = /** @type {(inputs: Reg_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 좌석`)
};

/**
* | output |
* | --- |
* | "Gaming stations" |
*
* @param {Reg_StationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_stations = /** @type {((inputs?: Reg_StationsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_StationsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_stations(inputs)
	if (locale === "fr") return fr_reg_stations(inputs)
	if (locale === "es") return es_reg_stations(inputs)
	if (locale === "pt-BR") return pt_br2_reg_stations(inputs)
	if (locale === "ja") return ja_reg_stations(inputs)
	if (locale === "ko") return ko_reg_stations(inputs)
	return en_reg_stations(inputs)
});