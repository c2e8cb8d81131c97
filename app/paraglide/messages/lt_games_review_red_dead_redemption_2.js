/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Red_Dead_Redemption_2Inputs */

const en_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a rich western told with striking detail`)
};

const de_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: ein reichhaltiger Western mit beeindruckenden Details`)
};

const fr_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : un western riche raconté avec un souci du détail saisissant`)
};

const es_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: un western rico contado con un detalle asombroso`)
};

const pt_br2_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: um faroeste rico contado com detalhes impressionantes`)
};

const ja_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：驚くほど緻密に描かれた重厚な西部劇`)
};

const ko_lt_games_review_red_dead_redemption_2 = /** @type {(inputs: Lt_Games_Review_Red_Dead_Redemption_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 놀라운 디테일로 그린 풍성한 서부극`)
};

/**
* | output |
* | --- |
* | "Very positive: a rich western told with striking detail" |
*
* @param {Lt_Games_Review_Red_Dead_Redemption_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_red_dead_redemption_2 = /** @type {((inputs?: Lt_Games_Review_Red_Dead_Redemption_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Red_Dead_Redemption_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_red_dead_redemption_2(inputs)
	if (locale === "fr") return fr_lt_games_review_red_dead_redemption_2(inputs)
	if (locale === "es") return es_lt_games_review_red_dead_redemption_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_red_dead_redemption_2(inputs)
	if (locale === "ja") return ja_lt_games_review_red_dead_redemption_2(inputs)
	if (locale === "ko") return ko_lt_games_review_red_dead_redemption_2(inputs)
	return en_lt_games_review_red_dead_redemption_2(inputs)
});