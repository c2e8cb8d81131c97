/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_League_Of_LegendsInputs */

const en_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hugely popular: team strategy at the heart of esports`)
};

const de_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enorm beliebt: Teamstrategie im Herzen des E-Sports`)
};

const fr_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immensément populaire : la stratégie d’équipe au cœur de l’esport`)
};

const es_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enormemente popular: estrategia en equipo en el corazón de los esports`)
};

const pt_br2_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente popular: estratégia em equipe no coração dos esports`)
};

const ja_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`絶大な人気：eスポーツの中心にあるチーム戦略`)
};

const ko_lt_games_review_league_of_legends = /** @type {(inputs: Lt_Games_Review_League_Of_LegendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`폭발적인 인기: e스포츠의 중심에 있는 팀 전략`)
};

/**
* | output |
* | --- |
* | "Hugely popular: team strategy at the heart of esports" |
*
* @param {Lt_Games_Review_League_Of_LegendsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_league_of_legends = /** @type {((inputs?: Lt_Games_Review_League_Of_LegendsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_League_Of_LegendsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_league_of_legends(inputs)
	if (locale === "fr") return fr_lt_games_review_league_of_legends(inputs)
	if (locale === "es") return es_lt_games_review_league_of_legends(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_league_of_legends(inputs)
	if (locale === "ja") return ja_lt_games_review_league_of_legends(inputs)
	if (locale === "ko") return ko_lt_games_review_league_of_legends(inputs)
	return en_lt_games_review_league_of_legends(inputs)
});