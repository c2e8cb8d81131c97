/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_LoadingInputs */

const en_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the map...`)
};

const de_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte wird geladen...`)
};

const fr_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la carte...`)
};

const es_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el mapa...`)
};

const pt_br2_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando o mapa...`)
};

const ja_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図を読み込み中...`)
};

const ko_own_pick_loading = /** @type {(inputs: Own_Pick_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도를 불러오는 중...`)
};

/**
* | output |
* | --- |
* | "Loading the map..." |
*
* @param {Own_Pick_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_loading = /** @type {((inputs?: Own_Pick_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_loading(inputs)
	if (locale === "fr") return fr_own_pick_loading(inputs)
	if (locale === "es") return es_own_pick_loading(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_loading(inputs)
	if (locale === "ja") return ja_own_pick_loading(inputs)
	if (locale === "ko") return ko_own_pick_loading(inputs)
	return en_own_pick_loading(inputs)
});