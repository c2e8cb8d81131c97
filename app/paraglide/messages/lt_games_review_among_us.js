/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Among_UsInputs */

const en_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: social deduction that sparks loud rounds`)
};

const de_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: soziale Deduktion für lautstarke Runden`)
};

const fr_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : de la déduction sociale pour des parties animées`)
};

const es_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: deducción social para rondas ruidosas`)
};

const pt_br2_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: dedução social que rende rodadas barulhentas`)
};

const ja_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：盛り上がること必至の正体隠匿ゲーム`)
};

const ko_lt_games_review_among_us = /** @type {(inputs: Lt_Games_Review_Among_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 시끌벅적한 판을 만드는 마피아 추리 게임`)
};

/**
* | output |
* | --- |
* | "Very positive: social deduction that sparks loud rounds" |
*
* @param {Lt_Games_Review_Among_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_among_us = /** @type {((inputs?: Lt_Games_Review_Among_UsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Among_UsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_among_us(inputs)
	if (locale === "fr") return fr_lt_games_review_among_us(inputs)
	if (locale === "es") return es_lt_games_review_among_us(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_among_us(inputs)
	if (locale === "ja") return ja_lt_games_review_among_us(inputs)
	if (locale === "ko") return ko_lt_games_review_among_us(inputs)
	return en_lt_games_review_among_us(inputs)
});