/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Don_T_Starve_TogetherInputs */

const en_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: quirky survival that needs a team`)
};

const de_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: schräges Überleben, das ein Team braucht`)
};

const fr_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une survie décalée qui se joue en équipe`)
};

const es_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: supervivencia peculiar que necesita un equipo`)
};

const pt_br2_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: sobrevivência peculiar que exige um time`)
};

const ja_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：チームが必要な風変わりなサバイバル`)
};

const ko_lt_games_review_don_t_starve_together = /** @type {(inputs: Lt_Games_Review_Don_T_Starve_TogetherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 팀이 필요한 독특한 생존`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: quirky survival that needs a team" |
*
* @param {Lt_Games_Review_Don_T_Starve_TogetherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_don_t_starve_together = /** @type {((inputs?: Lt_Games_Review_Don_T_Starve_TogetherInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Don_T_Starve_TogetherInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_don_t_starve_together(inputs)
	if (locale === "fr") return fr_lt_games_review_don_t_starve_together(inputs)
	if (locale === "es") return es_lt_games_review_don_t_starve_together(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_don_t_starve_together(inputs)
	if (locale === "ja") return ja_lt_games_review_don_t_starve_together(inputs)
	if (locale === "ko") return ko_lt_games_review_don_t_starve_together(inputs)
	return en_lt_games_review_don_t_starve_together(inputs)
});