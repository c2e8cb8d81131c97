/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_AllInputs */

const en_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Games`)
};

const de_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Spiele`)
};

const fr_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jeux`)
};

const es_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los juegos`)
};

const pt_br2_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os jogos`)
};

const ja_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのゲーム`)
};

const ko_info_games_all = /** @type {(inputs: Info_Games_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전체 게임`)
};

/**
* | output |
* | --- |
* | "All Games" |
*
* @param {Info_Games_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_all = /** @type {((inputs?: Info_Games_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_AllInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_all(inputs)
	if (locale === "fr") return fr_info_games_all(inputs)
	if (locale === "es") return es_info_games_all(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_all(inputs)
	if (locale === "ja") return ja_info_games_all(inputs)
	if (locale === "ko") return ko_info_games_all(inputs)
	return en_info_games_all(inputs)
});