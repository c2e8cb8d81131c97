/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_GamesInputs */

const en_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const de_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

const fr_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeux`)
};

const es_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

const pt_br2_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogos`)
};

const ja_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーム`)
};

const ko_nav_games = /** @type {(inputs: Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Nav_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_games = /** @type {((inputs?: Nav_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_GamesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_games(inputs)
	if (locale === "fr") return fr_nav_games(inputs)
	if (locale === "es") return es_nav_games(inputs)
	if (locale === "pt-BR") return pt_br2_nav_games(inputs)
	if (locale === "ja") return ja_nav_games(inputs)
	if (locale === "ko") return ko_nav_games(inputs)
	return en_nav_games(inputs)
});