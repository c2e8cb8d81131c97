/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Baldur_S_Gate_3Inputs */

const en_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a choice-rich RPG with online co-op`)
};

const de_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein Rollenspiel voller Entscheidungen mit Online-Koop`)
};

const fr_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un RPG riche en choix avec coopération en ligne`)
};

const es_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un RPG lleno de decisiones con cooperativo en línea`)
};

const pt_br2_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um RPG cheio de escolhas com cooperativo online`)
};

const ja_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：オンライン協力プレイ対応の選択肢豊かなRPG`)
};

const ko_lt_games_review_baldur_s_gate_3 = /** @type {(inputs: Lt_Games_Review_Baldur_S_Gate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 온라인 협동을 지원하는 선택이 풍부한 RPG`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a choice-rich RPG with online co-op" |
*
* @param {Lt_Games_Review_Baldur_S_Gate_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_baldur_s_gate_3 = /** @type {((inputs?: Lt_Games_Review_Baldur_S_Gate_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Baldur_S_Gate_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_baldur_s_gate_3(inputs)
	if (locale === "fr") return fr_lt_games_review_baldur_s_gate_3(inputs)
	if (locale === "es") return es_lt_games_review_baldur_s_gate_3(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_baldur_s_gate_3(inputs)
	if (locale === "ja") return ja_lt_games_review_baldur_s_gate_3(inputs)
	if (locale === "ko") return ko_lt_games_review_baldur_s_gate_3(inputs)
	return en_lt_games_review_baldur_s_gate_3(inputs)
});