/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Borderlands_3Inputs */

const en_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: loot-heavy co-op shooting with plenty of humor`)
};

const de_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: beutelastiges Koop-Ballern mit viel Humor`)
};

const fr_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : du tir coopératif riche en butin et plein d’humour`)
};

const es_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: disparos cooperativos cargados de botín y mucho humor`)
};

const pt_br2_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: tiroteio cooperativo cheio de loot e muito humor`)
};

const ja_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：ユーモアたっぷりの戦利品ざくざく協力シューティング`)
};

const ko_lt_games_review_borderlands_3 = /** @type {(inputs: Lt_Games_Review_Borderlands_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 유머 가득한 전리품 중심 협동 슈팅`)
};

/**
* | output |
* | --- |
* | "Mostly positive: loot-heavy co-op shooting with plenty of humor" |
*
* @param {Lt_Games_Review_Borderlands_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_borderlands_3 = /** @type {((inputs?: Lt_Games_Review_Borderlands_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Borderlands_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_borderlands_3(inputs)
	if (locale === "fr") return fr_lt_games_review_borderlands_3(inputs)
	if (locale === "es") return es_lt_games_review_borderlands_3(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_borderlands_3(inputs)
	if (locale === "ja") return ja_lt_games_review_borderlands_3(inputs)
	if (locale === "ko") return ko_lt_games_review_borderlands_3(inputs)
	return en_lt_games_review_borderlands_3(inputs)
});