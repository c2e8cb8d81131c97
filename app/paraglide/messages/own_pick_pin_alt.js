/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_Pin_AltInputs */

const en_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location pin`)
};

const de_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort-Pin`)
};

const fr_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repère de position`)
};

const es_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador de ubicación`)
};

const pt_br2_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador de local`)
};

const ja_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置ピン`)
};

const ko_own_pick_pin_alt = /** @type {(inputs: Own_Pick_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 핀`)
};

/**
* | output |
* | --- |
* | "Location pin" |
*
* @param {Own_Pick_Pin_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_pin_alt = /** @type {((inputs?: Own_Pick_Pin_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Pin_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_pin_alt(inputs)
	if (locale === "fr") return fr_own_pick_pin_alt(inputs)
	if (locale === "es") return es_own_pick_pin_alt(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_pin_alt(inputs)
	if (locale === "ja") return ja_own_pick_pin_alt(inputs)
	if (locale === "ko") return ko_own_pick_pin_alt(inputs)
	return en_own_pick_pin_alt(inputs)
});