/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Counter_Strike_2Inputs */

const en_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: precise gunplay and a deep competitive scene`)
};

const de_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: präzises Gunplay und eine große Wettkampfszene`)
};

const fr_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : des tirs précis et une scène compétitive riche`)
};

const es_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: disparos precisos y una gran escena competitiva`)
};

const pt_br2_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: tiroteio preciso e uma cena competitiva enorme`)
};

const ja_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：正確な銃撃戦と奥深い競技シーン`)
};

const ko_lt_games_review_counter_strike_2 = /** @type {(inputs: Lt_Games_Review_Counter_Strike_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 정밀한 총격전과 깊이 있는 경쟁 씬`)
};

/**
* | output |
* | --- |
* | "Very positive: precise gunplay and a deep competitive scene" |
*
* @param {Lt_Games_Review_Counter_Strike_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_counter_strike_2 = /** @type {((inputs?: Lt_Games_Review_Counter_Strike_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Counter_Strike_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_counter_strike_2(inputs)
	if (locale === "fr") return fr_lt_games_review_counter_strike_2(inputs)
	if (locale === "es") return es_lt_games_review_counter_strike_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_counter_strike_2(inputs)
	if (locale === "ja") return ja_lt_games_review_counter_strike_2(inputs)
	if (locale === "ko") return ko_lt_games_review_counter_strike_2(inputs)
	return en_lt_games_review_counter_strike_2(inputs)
});