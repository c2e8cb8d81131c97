/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lat: NonNullable<unknown>, lng: NonNullable<unknown> }} Own_Pick_MovedInputs */

const en_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin moved to ${i?.lat}, ${i?.lng}.`)
};

const de_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin verschoben auf ${i?.lat}, ${i?.lng}.`)
};

const fr_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repère déplacé sur ${i?.lat}, ${i?.lng}.`)
};

const es_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marcador movido a ${i?.lat}, ${i?.lng}.`)
};

const pt_br2_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marcador movido para ${i?.lat}, ${i?.lng}.`)
};

const ja_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ピンを ${i?.lat}, ${i?.lng} に移動しました。`)
};

const ko_own_pick_moved = /** @type {(inputs: Own_Pick_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`핀을 ${i?.lat}, ${i?.lng}(으)로 옮겼습니다.`)
};

/**
* | output |
* | --- |
* | "Pin moved to {lat}, {lng}." |
*
* @param {Own_Pick_MovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_moved = /** @type {((inputs: Own_Pick_MovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_MovedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_moved(inputs)
	if (locale === "fr") return fr_own_pick_moved(inputs)
	if (locale === "es") return es_own_pick_moved(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_moved(inputs)
	if (locale === "ja") return ja_own_pick_moved(inputs)
	if (locale === "ko") return ko_own_pick_moved(inputs)
	return en_own_pick_moved(inputs)
});