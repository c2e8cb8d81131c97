/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_UnavailableInputs */

const en_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place search is unavailable right now.`)
};

const de_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ortssuche ist gerade nicht verfügbar.`)
};

const fr_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche de lieux est indisponible pour le moment.`)
};

const es_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de lugares no está disponible ahora.`)
};

const pt_br2_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A busca de lugares está indisponível no momento.`)
};

const ja_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在、地名検索を利用できません。`)
};

const ko_own_pick_unavailable = /** @type {(inputs: Own_Pick_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금은 장소 검색을 사용할 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "The place search is unavailable right now." |
*
* @param {Own_Pick_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_unavailable = /** @type {((inputs?: Own_Pick_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_unavailable(inputs)
	if (locale === "fr") return fr_own_pick_unavailable(inputs)
	if (locale === "es") return es_own_pick_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_unavailable(inputs)
	if (locale === "ja") return ja_own_pick_unavailable(inputs)
	if (locale === "ko") return ko_own_pick_unavailable(inputs)
	return en_own_pick_unavailable(inputs)
});