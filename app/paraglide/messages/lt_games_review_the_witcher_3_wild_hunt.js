/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_The_Witcher_3_Wild_HuntInputs */

const en_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a landmark story-driven RPG`)
};

const de_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein wegweisendes, storygetriebenes Rollenspiel`)
};

const fr_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un RPG narratif qui a fait date`)
};

const es_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un RPG narrativo de referencia`)
};

const pt_br2_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um RPG marcante guiado pela história`)
};

const ja_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：物語重視のRPGの金字塔`)
};

const ko_lt_games_review_the_witcher_3_wild_hunt = /** @type {(inputs: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 이야기 중심 RPG의 이정표`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a landmark story-driven RPG" |
*
* @param {Lt_Games_Review_The_Witcher_3_Wild_HuntInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_the_witcher_3_wild_hunt = /** @type {((inputs?: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_The_Witcher_3_Wild_HuntInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_the_witcher_3_wild_hunt(inputs)
	if (locale === "fr") return fr_lt_games_review_the_witcher_3_wild_hunt(inputs)
	if (locale === "es") return es_lt_games_review_the_witcher_3_wild_hunt(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_the_witcher_3_wild_hunt(inputs)
	if (locale === "ja") return ja_lt_games_review_the_witcher_3_wild_hunt(inputs)
	if (locale === "ko") return ko_lt_games_review_the_witcher_3_wild_hunt(inputs)
	return en_lt_games_review_the_witcher_3_wild_hunt(inputs)
});