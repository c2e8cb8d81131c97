/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_DayzInputs */

const en_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: hardcore survival where every encounter matters`)
};

const de_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: Hardcore-Überleben, bei dem jede Begegnung zählt`)
};

const fr_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : une survie exigeante où chaque rencontre compte`)
};

const es_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: supervivencia exigente donde cada encuentro importa`)
};

const pt_br2_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: sobrevivência hardcore em que cada encontro importa`)
};

const ja_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：すべての遭遇が重要なハードコアサバイバル`)
};

const ko_lt_games_review_dayz = /** @type {(inputs: Lt_Games_Review_DayzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 모든 만남이 중요한 하드코어 생존`)
};

/**
* | output |
* | --- |
* | "Mostly positive: hardcore survival where every encounter matters" |
*
* @param {Lt_Games_Review_DayzInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dayz = /** @type {((inputs?: Lt_Games_Review_DayzInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_DayzInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_dayz(inputs)
	if (locale === "fr") return fr_lt_games_review_dayz(inputs)
	if (locale === "es") return es_lt_games_review_dayz(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_dayz(inputs)
	if (locale === "ja") return ja_lt_games_review_dayz(inputs)
	if (locale === "ko") return ko_lt_games_review_dayz(inputs)
	return en_lt_games_review_dayz(inputs)
});