/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_WarframeInputs */

const en_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: free-to-play space ninja action with deep progression`)
};

const de_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: kostenlose Weltraum-Ninja-Action mit tiefem Fortschrittssystem`)
};

const fr_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : de l’action ninja spatiale gratuite avec une progression profonde`)
};

const es_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: acción ninja espacial gratuita con una progresión profunda`)
};

const pt_br2_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: ação ninja espacial gratuita com progressão profunda`)
};

const ja_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：奥深い成長要素を備えた基本無料の宇宙忍者アクション`)
};

const ko_lt_games_review_warframe = /** @type {(inputs: Lt_Games_Review_WarframeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 깊이 있는 성장 요소를 갖춘 무료 우주 닌자 액션`)
};

/**
* | output |
* | --- |
* | "Very positive: free-to-play space ninja action with deep progression" |
*
* @param {Lt_Games_Review_WarframeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_warframe = /** @type {((inputs?: Lt_Games_Review_WarframeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_WarframeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_warframe(inputs)
	if (locale === "fr") return fr_lt_games_review_warframe(inputs)
	if (locale === "es") return es_lt_games_review_warframe(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_warframe(inputs)
	if (locale === "ja") return ja_lt_games_review_warframe(inputs)
	if (locale === "ko") return ko_lt_games_review_warframe(inputs)
	return en_lt_games_review_warframe(inputs)
});