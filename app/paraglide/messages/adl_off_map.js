/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Off_MapInputs */

const en_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not on the map`)
};

const de_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht auf der Karte`)
};

const fr_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absent de la carte`)
};

const es_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuera del mapa`)
};

const pt_br2_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fora do mapa`)
};

const ja_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図に非表示`)
};

const ko_adl_off_map = /** @type {(inputs: Adl_Off_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도에 표시 안 됨`)
};

/**
* | output |
* | --- |
* | "Not on the map" |
*
* @param {Adl_Off_MapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_off_map = /** @type {((inputs?: Adl_Off_MapInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Off_MapInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_off_map(inputs)
	if (locale === "fr") return fr_adl_off_map(inputs)
	if (locale === "es") return es_adl_off_map(inputs)
	if (locale === "pt-BR") return pt_br2_adl_off_map(inputs)
	if (locale === "ja") return ja_adl_off_map(inputs)
	if (locale === "ko") return ko_adl_off_map(inputs)
	return en_adl_off_map(inputs)
});