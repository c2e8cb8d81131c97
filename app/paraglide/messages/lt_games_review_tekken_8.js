/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Tekken_8Inputs */

const en_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: aggressive 3D fighting for local rivalries`)
};

const de_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: aggressive 3D-Kämpfe für lokale Rivalitäten`)
};

const fr_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : des combats 3D agressifs pour les rivalités locales`)
};

const es_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: lucha 3D agresiva para rivalidades locales`)
};

const pt_br2_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: luta 3D agressiva para rivalidades locais`)
};

const ja_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：地元のライバル対決に向いた攻撃的な3D格闘`)
};

const ko_lt_games_review_tekken_8 = /** @type {(inputs: Lt_Games_Review_Tekken_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 동네 라이벌전을 위한 공격적인 3D 격투`)
};

/**
* | output |
* | --- |
* | "Mostly positive: aggressive 3D fighting for local rivalries" |
*
* @param {Lt_Games_Review_Tekken_8Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_tekken_8 = /** @type {((inputs?: Lt_Games_Review_Tekken_8Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Tekken_8Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_tekken_8(inputs)
	if (locale === "fr") return fr_lt_games_review_tekken_8(inputs)
	if (locale === "es") return es_lt_games_review_tekken_8(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_tekken_8(inputs)
	if (locale === "ja") return ja_lt_games_review_tekken_8(inputs)
	if (locale === "ko") return ko_lt_games_review_tekken_8(inputs)
	return en_lt_games_review_tekken_8(inputs)
});