/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_FindInputs */

const en_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a place`)
};

const de_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort finden`)
};

const fr_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un lieu`)
};

const es_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar un lugar`)
};

const pt_br2_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrar um lugar`)
};

const ja_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所を探す`)
};

const ko_own_pick_find = /** @type {(inputs: Own_Pick_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 찾기`)
};

/**
* | output |
* | --- |
* | "Find a place" |
*
* @param {Own_Pick_FindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_find = /** @type {((inputs?: Own_Pick_FindInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_FindInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_find(inputs)
	if (locale === "fr") return fr_own_pick_find(inputs)
	if (locale === "es") return es_own_pick_find(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_find(inputs)
	if (locale === "ja") return ja_own_pick_find(inputs)
	if (locale === "ko") return ko_own_pick_find(inputs)
	return en_own_pick_find(inputs)
});