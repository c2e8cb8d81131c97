/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs */

const en_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: tactical rounds built on destructible walls`)
};

const de_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: taktische Runden rund um zerstörbare Wände`)
};

const fr_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : des manches tactiques autour de murs destructibles`)
};

const es_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: rondas tácticas con paredes destructibles`)
};

const pt_br2_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: rodadas táticas construídas sobre paredes destrutíveis`)
};

const ja_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：破壊できる壁を軸にした戦術的ラウンド`)
};

const ko_lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {(inputs: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 파괴 가능한 벽을 중심으로 한 전술 라운드`)
};

/**
* | output |
* | --- |
* | "Very positive: tactical rounds built on destructible walls" |
*
* @param {Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_tom_clancy_s_rainbow_six_siege = /** @type {((inputs?: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	if (locale === "fr") return fr_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	if (locale === "es") return es_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	if (locale === "ja") return ja_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	if (locale === "ko") return ko_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
	return en_lt_games_review_tom_clancy_s_rainbow_six_siege(inputs)
});