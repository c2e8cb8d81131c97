/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Elden_RingInputs */

const en_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a vast, demanding open-world adventure`)
};

const de_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: ein riesiges, forderndes Open-World-Abenteuer`)
};

const fr_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : une aventure en monde ouvert vaste et exigeante`)
};

const es_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: una aventura de mundo abierto enorme y exigente`)
};

const pt_br2_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: uma aventura de mundo aberto vasta e desafiadora`)
};

const ja_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：広大で手ごわいオープンワールドの冒険`)
};

const ko_lt_games_review_elden_ring = /** @type {(inputs: Lt_Games_Review_Elden_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 광대하고 도전적인 오픈 월드 모험`)
};

/**
* | output |
* | --- |
* | "Very positive: a vast, demanding open-world adventure" |
*
* @param {Lt_Games_Review_Elden_RingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_elden_ring = /** @type {((inputs?: Lt_Games_Review_Elden_RingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Elden_RingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_elden_ring(inputs)
	if (locale === "fr") return fr_lt_games_review_elden_ring(inputs)
	if (locale === "es") return es_lt_games_review_elden_ring(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_elden_ring(inputs)
	if (locale === "ja") return ja_lt_games_review_elden_ring(inputs)
	if (locale === "ko") return ko_lt_games_review_elden_ring(inputs)
	return en_lt_games_review_elden_ring(inputs)
});