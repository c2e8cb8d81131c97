/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_It_Takes_TwoInputs */

const en_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: inventive two-player co-op`)
};

const de_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: einfallsreicher Koop für zwei`)
};

const fr_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une coopération à deux pleine d’inventivité`)
};

const es_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: cooperativo para dos lleno de ingenio`)
};

const pt_br2_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: cooperativo criativo para dois jogadores`)
};

const ja_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：独創的な2人協力プレイ`)
};

const ko_lt_games_review_it_takes_two = /** @type {(inputs: Lt_Games_Review_It_Takes_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 창의적인 2인 협동`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: inventive two-player co-op" |
*
* @param {Lt_Games_Review_It_Takes_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_it_takes_two = /** @type {((inputs?: Lt_Games_Review_It_Takes_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_It_Takes_TwoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_it_takes_two(inputs)
	if (locale === "fr") return fr_lt_games_review_it_takes_two(inputs)
	if (locale === "es") return es_lt_games_review_it_takes_two(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_it_takes_two(inputs)
	if (locale === "ja") return ja_lt_games_review_it_takes_two(inputs)
	if (locale === "ko") return ko_lt_games_review_it_takes_two(inputs)
	return en_lt_games_review_it_takes_two(inputs)
});