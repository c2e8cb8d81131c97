/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_On_MapInputs */

const en_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the map`)
};

const de_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Karte`)
};

const fr_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur la carte`)
};

const es_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el mapa`)
};

const pt_br2_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mapa`)
};

const ja_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図に表示中`)
};

const ko_adl_on_map = /** @type {(inputs: Adl_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도에 표시됨`)
};

/**
* | output |
* | --- |
* | "On the map" |
*
* @param {Adl_On_MapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_on_map = /** @type {((inputs?: Adl_On_MapInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_On_MapInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_on_map(inputs)
	if (locale === "fr") return fr_adl_on_map(inputs)
	if (locale === "es") return es_adl_on_map(inputs)
	if (locale === "pt-BR") return pt_br2_adl_on_map(inputs)
	if (locale === "ja") return ja_adl_on_map(inputs)
	if (locale === "ko") return ko_adl_on_map(inputs)
	return en_adl_on_map(inputs)
});