/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_My_LocationInputs */

const en_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin set to your location.`)
};

const de_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin auf deinen Standort gesetzt.`)
};

const fr_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repère placé sur votre position.`)
};

const es_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador colocado en tu ubicación.`)
};

const pt_br2_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador definido na sua localização.`)
};

const ja_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ピンを現在地に置きました。`)
};

const ko_own_pick_my_location = /** @type {(inputs: Own_Pick_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`핀을 내 위치에 놓았습니다.`)
};

/**
* | output |
* | --- |
* | "Pin set to your location." |
*
* @param {Own_Pick_My_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_my_location = /** @type {((inputs?: Own_Pick_My_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_My_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_my_location(inputs)
	if (locale === "fr") return fr_own_pick_my_location(inputs)
	if (locale === "es") return es_own_pick_my_location(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_my_location(inputs)
	if (locale === "ja") return ja_own_pick_my_location(inputs)
	if (locale === "ko") return ko_own_pick_my_location(inputs)
	return en_own_pick_my_location(inputs)
});