/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_StationsInputs */

const en_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming stations`)
};

const de_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Plätze`)
};

const fr_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postes de jeu`)
};

const es_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puestos de juego`)
};

const pt_br2_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estações de jogo`)
};

const ja_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミング席`)
};

const ko_adr_field_stations = /** @type {(inputs: Adr_Field_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 좌석`)
};

/**
* | output |
* | --- |
* | "Gaming stations" |
*
* @param {Adr_Field_StationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_stations = /** @type {((inputs?: Adr_Field_StationsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_StationsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_stations(inputs)
	if (locale === "fr") return fr_adr_field_stations(inputs)
	if (locale === "es") return es_adr_field_stations(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_stations(inputs)
	if (locale === "ja") return ja_adr_field_stations(inputs)
	if (locale === "ko") return ko_adr_field_stations(inputs)
	return en_adr_field_stations(inputs)
});