/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Destiny_2Inputs */

const en_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: satisfying shooting in a shared sci-fi world`)
};

const de_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: befriedigendes Schießen in einer gemeinsamen Sci-Fi-Welt`)
};

const fr_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : des fusillades satisfaisantes dans un univers de science-fiction partagé`)
};

const es_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: disparos satisfactorios en un mundo de ciencia ficción compartido`)
};

const pt_br2_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: tiroteio satisfatório em um mundo de ficção científica compartilhado`)
};

const ja_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：共有SF世界での爽快なシューティング`)
};

const ko_lt_games_review_destiny_2 = /** @type {(inputs: Lt_Games_Review_Destiny_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 공유 SF 세계에서 즐기는 손맛 좋은 사격`)
};

/**
* | output |
* | --- |
* | "Mostly positive: satisfying shooting in a shared sci-fi world" |
*
* @param {Lt_Games_Review_Destiny_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_destiny_2 = /** @type {((inputs?: Lt_Games_Review_Destiny_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Destiny_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_destiny_2(inputs)
	if (locale === "fr") return fr_lt_games_review_destiny_2(inputs)
	if (locale === "es") return es_lt_games_review_destiny_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_destiny_2(inputs)
	if (locale === "ja") return ja_lt_games_review_destiny_2(inputs)
	if (locale === "ko") return ko_lt_games_review_destiny_2(inputs)
	return en_lt_games_review_destiny_2(inputs)
});