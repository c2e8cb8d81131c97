/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Monster_Hunter_WorldInputs */

const en_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: team hunts against towering monsters`)
};

const de_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Teamjagden auf riesige Monster`)
};

const fr_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : des chasses en équipe contre des monstres gigantesques`)
};

const es_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: cacerías en equipo contra monstruos gigantescos`)
};

const pt_br2_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: caçadas em equipe contra monstros gigantes`)
};

const ja_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：巨大なモンスターにチームで挑む狩り`)
};

const ko_lt_games_review_monster_hunter_world = /** @type {(inputs: Lt_Games_Review_Monster_Hunter_WorldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 거대한 몬스터에 맞서는 팀 사냥`)
};

/**
* | output |
* | --- |
* | "Very positive: team hunts against towering monsters" |
*
* @param {Lt_Games_Review_Monster_Hunter_WorldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_monster_hunter_world = /** @type {((inputs?: Lt_Games_Review_Monster_Hunter_WorldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Monster_Hunter_WorldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_monster_hunter_world(inputs)
	if (locale === "fr") return fr_lt_games_review_monster_hunter_world(inputs)
	if (locale === "es") return es_lt_games_review_monster_hunter_world(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_monster_hunter_world(inputs)
	if (locale === "ja") return ja_lt_games_review_monster_hunter_world(inputs)
	if (locale === "ko") return ko_lt_games_review_monster_hunter_world(inputs)
	return en_lt_games_review_monster_hunter_world(inputs)
});