/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Helldivers_2Inputs */

const en_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: chaotic squad battles against alien swarms`)
};

const de_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: chaotische Squad-Gefechte gegen Alienschwärme`)
};

const fr_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : des batailles d’escouade chaotiques contre des essaims d’aliens`)
};

const es_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: caóticas batallas por escuadras contra enjambres alienígenas`)
};

const pt_br2_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: batalhas de esquadrão caóticas contra enxames alienígenas`)
};

const ja_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：エイリアンの大群と戦う混沌の部隊戦`)
};

const ko_lt_games_review_helldivers_2 = /** @type {(inputs: Lt_Games_Review_Helldivers_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 외계 무리에 맞서는 혼돈의 분대 전투`)
};

/**
* | output |
* | --- |
* | "Mostly positive: chaotic squad battles against alien swarms" |
*
* @param {Lt_Games_Review_Helldivers_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_helldivers_2 = /** @type {((inputs?: Lt_Games_Review_Helldivers_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Helldivers_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_helldivers_2(inputs)
	if (locale === "fr") return fr_lt_games_review_helldivers_2(inputs)
	if (locale === "es") return es_lt_games_review_helldivers_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_helldivers_2(inputs)
	if (locale === "ja") return ja_lt_games_review_helldivers_2(inputs)
	if (locale === "ko") return ko_lt_games_review_helldivers_2(inputs)
	return en_lt_games_review_helldivers_2(inputs)
});