/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_TitleInputs */

const en_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const de_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

const fr_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeux`)
};

const es_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

const pt_br2_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogos`)
};

const ja_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーム`)
};

const ko_info_games_title = /** @type {(inputs: Info_Games_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Info_Games_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_title = /** @type {((inputs?: Info_Games_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_title(inputs)
	if (locale === "fr") return fr_info_games_title(inputs)
	if (locale === "es") return es_info_games_title(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_title(inputs)
	if (locale === "ja") return ja_info_games_title(inputs)
	if (locale === "ko") return ko_info_games_title(inputs)
	return en_info_games_title(inputs)
});