/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_Pin_TitleInputs */

const en_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location pin: drag to move`)
};

const de_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort-Pin: zum Verschieben ziehen`)
};

const fr_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repère de position : faites-le glisser pour le déplacer`)
};

const es_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador de ubicación: arrástralo para moverlo`)
};

const pt_br2_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador de local: arraste para mover`)
};

const ja_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置ピン：ドラッグで移動`)
};

const ko_own_pick_pin_title = /** @type {(inputs: Own_Pick_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 핀: 끌어서 이동`)
};

/**
* | output |
* | --- |
* | "Location pin: drag to move" |
*
* @param {Own_Pick_Pin_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_pin_title = /** @type {((inputs?: Own_Pick_Pin_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Pin_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_pin_title(inputs)
	if (locale === "fr") return fr_own_pick_pin_title(inputs)
	if (locale === "es") return es_own_pick_pin_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_pin_title(inputs)
	if (locale === "ja") return ja_own_pick_pin_title(inputs)
	if (locale === "ko") return ko_own_pick_pin_title(inputs)
	return en_own_pick_pin_title(inputs)
});