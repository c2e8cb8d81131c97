/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_FeaturedInputs */

const en_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Games`)
};

const de_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählte Spiele`)
};

const fr_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeux à la une`)
};

const es_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos destacados`)
};

const pt_br2_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogos em destaque`)
};

const ja_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目のゲーム`)
};

const ko_info_games_featured = /** @type {(inputs: Info_Games_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추천 게임`)
};

/**
* | output |
* | --- |
* | "Featured Games" |
*
* @param {Info_Games_FeaturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_featured = /** @type {((inputs?: Info_Games_FeaturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_FeaturedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_featured(inputs)
	if (locale === "fr") return fr_info_games_featured(inputs)
	if (locale === "es") return es_info_games_featured(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_featured(inputs)
	if (locale === "ja") return ja_info_games_featured(inputs)
	if (locale === "ko") return ko_info_games_featured(inputs)
	return en_info_games_featured(inputs)
});