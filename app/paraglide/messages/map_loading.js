/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_LoadingInputs */

const en_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading Maps...`)
};

const de_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte wird geladen …`)
};

const fr_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la carte…`)
};

const es_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando mapa...`)
};

const pt_br2_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando mapa...`)
};

const ja_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図を読み込んでいます…`)
};

const ko_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도를 불러오는 중...`)
};

/**
* | output |
* | --- |
* | "Loading Maps..." |
*
* @param {Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_loading = /** @type {((inputs?: Map_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_loading(inputs)
	if (locale === "fr") return fr_map_loading(inputs)
	if (locale === "es") return es_map_loading(inputs)
	if (locale === "pt-BR") return pt_br2_map_loading(inputs)
	if (locale === "ja") return ja_map_loading(inputs)
	if (locale === "ko") return ko_map_loading(inputs)
	return en_map_loading(inputs)
});