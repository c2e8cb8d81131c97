/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_Use_LocationInputs */

const en_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my location`)
};

const de_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Standort verwenden`)
};

const fr_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser ma position`)
};

const es_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar mi ubicación`)
};

const pt_br2_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar minha localização`)
};

const ja_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地を使う`)
};

const ko_own_pick_use_location = /** @type {(inputs: Own_Pick_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 위치 사용`)
};

/**
* | output |
* | --- |
* | "Use my location" |
*
* @param {Own_Pick_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_use_location = /** @type {((inputs?: Own_Pick_Use_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Use_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_use_location(inputs)
	if (locale === "fr") return fr_own_pick_use_location(inputs)
	if (locale === "es") return es_own_pick_use_location(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_use_location(inputs)
	if (locale === "ja") return ja_own_pick_use_location(inputs)
	if (locale === "ko") return ko_own_pick_use_location(inputs)
	return en_own_pick_use_location(inputs)
});