/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Pubg_BattlegroundsInputs */

const en_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed: the battle royale that started the wave, still busy`)
};

const de_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeglichen: das Battle Royale, mit dem die Welle begann, immer noch gut besucht`)
};

const fr_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyennes : le battle royale qui a lancé la vague, toujours très fréquenté`)
};

const es_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variadas: el battle royale que inició la ola, todavía con mucha actividad`)
};

const pt_br2_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutras: o battle royale que começou a onda, ainda movimentado`)
};

const ja_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賛否両論：ブームの火付け役となったバトルロイヤル、今もにぎわう`)
};

const ko_lt_games_review_pubg_battlegrounds = /** @type {(inputs: Lt_Games_Review_Pubg_BattlegroundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복합적: 열풍을 일으킨 배틀로얄, 여전히 북적임`)
};

/**
* | output |
* | --- |
* | "Mixed: the battle royale that started the wave, still busy" |
*
* @param {Lt_Games_Review_Pubg_BattlegroundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_pubg_battlegrounds = /** @type {((inputs?: Lt_Games_Review_Pubg_BattlegroundsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Pubg_BattlegroundsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_pubg_battlegrounds(inputs)
	if (locale === "fr") return fr_lt_games_review_pubg_battlegrounds(inputs)
	if (locale === "es") return es_lt_games_review_pubg_battlegrounds(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_pubg_battlegrounds(inputs)
	if (locale === "ja") return ja_lt_games_review_pubg_battlegrounds(inputs)
	if (locale === "ko") return ko_lt_games_review_pubg_battlegrounds(inputs)
	return en_lt_games_review_pubg_battlegrounds(inputs)
});