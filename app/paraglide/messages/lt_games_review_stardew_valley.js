/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Stardew_ValleyInputs */

const en_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: relaxing farm life, also in co-op`)
};

const de_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: entspanntes Farmleben, auch im Koop`)
};

const fr_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une vie à la ferme reposante, aussi en coopération`)
};

const es_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: vida de granja relajante, también en cooperativo`)
};

const pt_br2_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: vida tranquila na fazenda, também no cooperativo`)
};

const ja_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：協力プレイもできる、のんびり農場生活`)
};

const ko_lt_games_review_stardew_valley = /** @type {(inputs: Lt_Games_Review_Stardew_ValleyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 협동으로도 즐기는 여유로운 농장 생활`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: relaxing farm life, also in co-op" |
*
* @param {Lt_Games_Review_Stardew_ValleyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_stardew_valley = /** @type {((inputs?: Lt_Games_Review_Stardew_ValleyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Stardew_ValleyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_stardew_valley(inputs)
	if (locale === "fr") return fr_lt_games_review_stardew_valley(inputs)
	if (locale === "es") return es_lt_games_review_stardew_valley(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_stardew_valley(inputs)
	if (locale === "ja") return ja_lt_games_review_stardew_valley(inputs)
	if (locale === "ko") return ko_lt_games_review_stardew_valley(inputs)
	return en_lt_games_review_stardew_valley(inputs)
});