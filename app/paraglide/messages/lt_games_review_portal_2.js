/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Portal_2Inputs */

const en_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: clever puzzles and a great co-op mode`)
};

const de_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: clevere Rätsel und ein großartiger Koop-Modus`)
};

const fr_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : des énigmes ingénieuses et un excellent mode coopératif`)
};

const es_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: puzles ingeniosos y un gran modo cooperativo`)
};

const pt_br2_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: quebra-cabeças engenhosos e um ótimo modo cooperativo`)
};

const ja_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：巧妙なパズルと素晴らしい協力モード`)
};

const ko_lt_games_review_portal_2 = /** @type {(inputs: Lt_Games_Review_Portal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 기발한 퍼즐과 훌륭한 협동 모드`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: clever puzzles and a great co-op mode" |
*
* @param {Lt_Games_Review_Portal_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_portal_2 = /** @type {((inputs?: Lt_Games_Review_Portal_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Portal_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_portal_2(inputs)
	if (locale === "fr") return fr_lt_games_review_portal_2(inputs)
	if (locale === "es") return es_lt_games_review_portal_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_portal_2(inputs)
	if (locale === "ja") return ja_lt_games_review_portal_2(inputs)
	if (locale === "ko") return ko_lt_games_review_portal_2(inputs)
	return en_lt_games_review_portal_2(inputs)
});