/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_RefusedInputs */

const en_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location access was refused. Search for a place or type the coordinates instead.`)
};

const de_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Standortzugriff wurde verweigert. Such nach einem Ort oder gib die Koordinaten ein.`)
};

const fr_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accès à la position a été refusé. Recherchez un lieu ou saisissez les coordonnées.`)
};

const es_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha denegado el acceso a la ubicación. Busca un lugar o escribe las coordenadas.`)
};

const pt_br2_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O acesso à localização foi negado. Busque um lugar ou digite as coordenadas.`)
};

const ja_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置情報へのアクセスが拒否されました。場所を検索するか座標を入力してください。`)
};

const ko_own_pick_refused = /** @type {(inputs: Own_Pick_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 접근이 거부되었습니다. 장소를 검색하거나 좌표를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Location access was refused. Search for a place or type the coordinates instead." |
*
* @param {Own_Pick_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_refused = /** @type {((inputs?: Own_Pick_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_refused(inputs)
	if (locale === "fr") return fr_own_pick_refused(inputs)
	if (locale === "es") return es_own_pick_refused(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_refused(inputs)
	if (locale === "ja") return ja_own_pick_refused(inputs)
	if (locale === "ko") return ko_own_pick_refused(inputs)
	return en_own_pick_refused(inputs)
});