/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_The_FinalsInputs */

const en_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: team shootouts in fully destructible arenas`)
};

const de_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: Team-Schießereien in vollständig zerstörbaren Arenen`)
};

const fr_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : des fusillades en équipe dans des arènes entièrement destructibles`)
};

const es_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: tiroteos por equipos en arenas totalmente destructibles`)
};

const pt_br2_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: tiroteios em equipe em arenas totalmente destrutíveis`)
};

const ja_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：完全に破壊できるアリーナでのチーム銃撃戦`)
};

const ko_lt_games_review_the_finals = /** @type {(inputs: Lt_Games_Review_The_FinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 완전히 파괴 가능한 아레나에서의 팀 총격전`)
};

/**
* | output |
* | --- |
* | "Mostly positive: team shootouts in fully destructible arenas" |
*
* @param {Lt_Games_Review_The_FinalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_the_finals = /** @type {((inputs?: Lt_Games_Review_The_FinalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_The_FinalsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_the_finals(inputs)
	if (locale === "fr") return fr_lt_games_review_the_finals(inputs)
	if (locale === "es") return es_lt_games_review_the_finals(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_the_finals(inputs)
	if (locale === "ja") return ja_lt_games_review_the_finals(inputs)
	if (locale === "ko") return ko_lt_games_review_the_finals(inputs)
	return en_lt_games_review_the_finals(inputs)
});