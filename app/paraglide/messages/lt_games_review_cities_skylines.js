/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Cities_SkylinesInputs */

const en_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: deep city building with endless mods`)
};

const de_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: tiefgehender Städtebau mit endlosen Mods`)
};

const fr_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une construction de villes profonde avec des mods à l’infini`)
};

const es_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: construcción de ciudades profunda con mods sin fin`)
};

const pt_br2_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: construção de cidades profunda com mods sem fim`)
};

const ja_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：無限のMODで楽しむ奥深い街づくり`)
};

const ko_lt_games_review_cities_skylines = /** @type {(inputs: Lt_Games_Review_Cities_SkylinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 끝없는 모드로 즐기는 깊이 있는 도시 건설`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: deep city building with endless mods" |
*
* @param {Lt_Games_Review_Cities_SkylinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_cities_skylines = /** @type {((inputs?: Lt_Games_Review_Cities_SkylinesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Cities_SkylinesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_cities_skylines(inputs)
	if (locale === "fr") return fr_lt_games_review_cities_skylines(inputs)
	if (locale === "es") return es_lt_games_review_cities_skylines(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_cities_skylines(inputs)
	if (locale === "ja") return ja_lt_games_review_cities_skylines(inputs)
	if (locale === "ko") return ko_lt_games_review_cities_skylines(inputs)
	return en_lt_games_review_cities_skylines(inputs)
});