/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Marvel_RivalsInputs */

const en_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: fast hero team battles on changing maps`)
};

const de_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: schnelle Helden-Teamkämpfe auf wechselnden Karten`)
};

const fr_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : des combats d’équipes de héros rapides sur des cartes changeantes`)
};

const es_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: rápidas batallas de héroes por equipos en mapas cambiantes`)
};

const pt_br2_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: batalhas rápidas de equipes de heróis em mapas que mudam`)
};

const ja_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：変化するマップで戦うスピーディーなヒーローチームバトル`)
};

const ko_lt_games_review_marvel_rivals = /** @type {(inputs: Lt_Games_Review_Marvel_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 변화하는 맵에서 펼치는 빠른 영웅 팀 전투`)
};

/**
* | output |
* | --- |
* | "Mostly positive: fast hero team battles on changing maps" |
*
* @param {Lt_Games_Review_Marvel_RivalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_marvel_rivals = /** @type {((inputs?: Lt_Games_Review_Marvel_RivalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Marvel_RivalsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_marvel_rivals(inputs)
	if (locale === "fr") return fr_lt_games_review_marvel_rivals(inputs)
	if (locale === "es") return es_lt_games_review_marvel_rivals(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_marvel_rivals(inputs)
	if (locale === "ja") return ja_lt_games_review_marvel_rivals(inputs)
	if (locale === "ko") return ko_lt_games_review_marvel_rivals(inputs)
	return en_lt_games_review_marvel_rivals(inputs)
});