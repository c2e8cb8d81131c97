/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Left_4_Dead_2Inputs */

const en_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a co-op classic for four friends`)
};

const de_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein Koop-Klassiker für vier Freunde`)
};

const fr_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un classique coopératif pour quatre amis`)
};

const es_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un clásico cooperativo para cuatro amigos`)
};

const pt_br2_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um clássico cooperativo para quatro amigos`)
};

const ja_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：4人の仲間で遊ぶ協力プレイの名作`)
};

const ko_lt_games_review_left_4_dead_2 = /** @type {(inputs: Lt_Games_Review_Left_4_Dead_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 네 친구를 위한 협동 고전`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a co-op classic for four friends" |
*
* @param {Lt_Games_Review_Left_4_Dead_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_left_4_dead_2 = /** @type {((inputs?: Lt_Games_Review_Left_4_Dead_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Left_4_Dead_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_left_4_dead_2(inputs)
	if (locale === "fr") return fr_lt_games_review_left_4_dead_2(inputs)
	if (locale === "es") return es_lt_games_review_left_4_dead_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_left_4_dead_2(inputs)
	if (locale === "ja") return ja_lt_games_review_left_4_dead_2(inputs)
	if (locale === "ko") return ko_lt_games_review_left_4_dead_2(inputs)
	return en_lt_games_review_left_4_dead_2(inputs)
});