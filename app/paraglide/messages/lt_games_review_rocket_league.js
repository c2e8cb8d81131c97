/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Rocket_LeagueInputs */

const en_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widely loved: rocket-powered car soccer that is easy to pick up`)
};

const de_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weithin geliebt: raketengetriebener Autofußball, leicht zu erlernen`)
};

const fr_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largement apprécié : du football en voitures propulsées par fusée, facile à prendre en main`)
};

const es_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy querido: fútbol con coches propulsados por cohetes, fácil de aprender`)
};

const pt_br2_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito amado: futebol com carros movidos a foguete, fácil de aprender`)
};

const ja_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`幅広く愛される：すぐに遊べるロケット推進のカーサッカー`)
};

const ko_lt_games_review_rocket_league = /** @type {(inputs: Lt_Games_Review_Rocket_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`폭넓은 사랑: 쉽게 시작하는 로켓 추진 자동차 축구`)
};

/**
* | output |
* | --- |
* | "Widely loved: rocket-powered car soccer that is easy to pick up" |
*
* @param {Lt_Games_Review_Rocket_LeagueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_rocket_league = /** @type {((inputs?: Lt_Games_Review_Rocket_LeagueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Rocket_LeagueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_rocket_league(inputs)
	if (locale === "fr") return fr_lt_games_review_rocket_league(inputs)
	if (locale === "es") return es_lt_games_review_rocket_league(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_rocket_league(inputs)
	if (locale === "ja") return ja_lt_games_review_rocket_league(inputs)
	if (locale === "ko") return ko_lt_games_review_rocket_league(inputs)
	return en_lt_games_review_rocket_league(inputs)
});