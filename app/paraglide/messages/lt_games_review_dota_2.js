/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Dota_2Inputs */

const en_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: endless strategic depth for five-player teams`)
};

const de_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: endlose strategische Tiefe für Fünferteams`)
};

const fr_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : une profondeur stratégique infinie pour des équipes de cinq`)
};

const es_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: profundidad estratégica infinita para equipos de cinco`)
};

const pt_br2_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: profundidade estratégica sem fim para times de cinco`)
};

const ja_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：5人チームのための尽きない戦略性`)
};

const ko_lt_games_review_dota_2 = /** @type {(inputs: Lt_Games_Review_Dota_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 5인 팀을 위한 끝없는 전략의 깊이`)
};

/**
* | output |
* | --- |
* | "Very positive: endless strategic depth for five-player teams" |
*
* @param {Lt_Games_Review_Dota_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dota_2 = /** @type {((inputs?: Lt_Games_Review_Dota_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Dota_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_dota_2(inputs)
	if (locale === "fr") return fr_lt_games_review_dota_2(inputs)
	if (locale === "es") return es_lt_games_review_dota_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_dota_2(inputs)
	if (locale === "ja") return ja_lt_games_review_dota_2(inputs)
	if (locale === "ko") return ko_lt_games_review_dota_2(inputs)
	return en_lt_games_review_dota_2(inputs)
});