/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_UnknownInputs */

const en_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't determine your location. Search for a place or type the coordinates instead.`)
};

const de_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Standort nicht ermitteln. Such nach einem Ort oder gib die Koordinaten ein.`)
};

const fr_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de déterminer votre position. Recherchez un lieu ou saisissez les coordonnées.`)
};

const es_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos determinar tu ubicación. Busca un lugar o escribe las coordenadas.`)
};

const pt_br2_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conseguimos determinar sua localização. Busque um lugar ou digite as coordenadas.`)
};

const ja_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地を特定できませんでした。場所を検索するか座標を入力してください。`)
};

const ko_own_pick_unknown = /** @type {(inputs: Own_Pick_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치를 확인할 수 없습니다. 장소를 검색하거나 좌표를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "We couldn't determine your location. Search for a place or type the coordinates instead." |
*
* @param {Own_Pick_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_unknown = /** @type {((inputs?: Own_Pick_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_unknown(inputs)
	if (locale === "fr") return fr_own_pick_unknown(inputs)
	if (locale === "es") return es_own_pick_unknown(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_unknown(inputs)
	if (locale === "ja") return ja_own_pick_unknown(inputs)
	if (locale === "ko") return ko_own_pick_unknown(inputs)
	return en_own_pick_unknown(inputs)
});