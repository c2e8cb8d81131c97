/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Unavailable_TitleInputs */

const en_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Temporarily Unavailable`)
};

const de_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte vorübergehend nicht verfügbar`)
};

const fr_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte temporairement indisponible`)
};

const es_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa no disponible temporalmente`)
};

const pt_br2_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa temporariamente indisponível`)
};

const ja_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図は一時的に利用できません`)
};

const ko_map_unavailable_title = /** @type {(inputs: Map_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도를 일시적으로 사용할 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Map Temporarily Unavailable" |
*
* @param {Map_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_unavailable_title = /** @type {((inputs?: Map_Unavailable_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Unavailable_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_unavailable_title(inputs)
	if (locale === "fr") return fr_map_unavailable_title(inputs)
	if (locale === "es") return es_map_unavailable_title(inputs)
	if (locale === "pt-BR") return pt_br2_map_unavailable_title(inputs)
	if (locale === "ja") return ja_map_unavailable_title(inputs)
	if (locale === "ko") return ko_map_unavailable_title(inputs)
	return en_map_unavailable_title(inputs)
});