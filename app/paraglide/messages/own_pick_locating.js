/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_LocatingInputs */

const en_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locating...`)
};

const de_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort wird ermittelt...`)
};

const fr_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localisation...`)
};

const es_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localizando...`)
};

const pt_br2_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localizando...`)
};

const ja_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置を取得中...`)
};

const ko_own_pick_locating = /** @type {(inputs: Own_Pick_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 찾는 중...`)
};

/**
* | output |
* | --- |
* | "Locating..." |
*
* @param {Own_Pick_LocatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_locating = /** @type {((inputs?: Own_Pick_LocatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_LocatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_locating(inputs)
	if (locale === "fr") return fr_own_pick_locating(inputs)
	if (locale === "es") return es_own_pick_locating(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_locating(inputs)
	if (locale === "ja") return ja_own_pick_locating(inputs)
	if (locale === "ko") return ko_own_pick_locating(inputs)
	return en_own_pick_locating(inputs)
});