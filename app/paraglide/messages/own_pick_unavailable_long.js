/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_Unavailable_LongInputs */

const en_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place search is unavailable right now. Type the coordinates instead.`)
};

const de_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ortssuche ist gerade nicht verfügbar. Gib stattdessen die Koordinaten ein.`)
};

const fr_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche de lieux est indisponible pour le moment. Saisissez plutôt les coordonnées.`)
};

const es_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de lugares no está disponible ahora. Escribe las coordenadas.`)
};

const pt_br2_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A busca de lugares está indisponível no momento. Digite as coordenadas.`)
};

const ja_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在、地名検索を利用できません。代わりに座標を入力してください。`)
};

const ko_own_pick_unavailable_long = /** @type {(inputs: Own_Pick_Unavailable_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금은 장소 검색을 사용할 수 없습니다. 대신 좌표를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "The place search is unavailable right now. Type the coordinates instead." |
*
* @param {Own_Pick_Unavailable_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_unavailable_long = /** @type {((inputs?: Own_Pick_Unavailable_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Unavailable_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_unavailable_long(inputs)
	if (locale === "fr") return fr_own_pick_unavailable_long(inputs)
	if (locale === "es") return es_own_pick_unavailable_long(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_unavailable_long(inputs)
	if (locale === "ja") return ja_own_pick_unavailable_long(inputs)
	if (locale === "ko") return ko_own_pick_unavailable_long(inputs)
	return en_own_pick_unavailable_long(inputs)
});