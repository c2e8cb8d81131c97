/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Forza_Horizon_5Inputs */

const en_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a festival of open-world racing`)
};

const de_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: ein Festival des Open-World-Rennsports`)
};

const fr_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : un festival de course en monde ouvert`)
};

const es_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: un festival de carreras en mundo abierto`)
};

const pt_br2_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: um festival de corridas em mundo aberto`)
};

const ja_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：オープンワールドレースの祭典`)
};

const ko_lt_games_review_forza_horizon_5 = /** @type {(inputs: Lt_Games_Review_Forza_Horizon_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 오픈 월드 레이싱의 축제`)
};

/**
* | output |
* | --- |
* | "Very positive: a festival of open-world racing" |
*
* @param {Lt_Games_Review_Forza_Horizon_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_forza_horizon_5 = /** @type {((inputs?: Lt_Games_Review_Forza_Horizon_5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Forza_Horizon_5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_forza_horizon_5(inputs)
	if (locale === "fr") return fr_lt_games_review_forza_horizon_5(inputs)
	if (locale === "es") return es_lt_games_review_forza_horizon_5(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_forza_horizon_5(inputs)
	if (locale === "ja") return ja_lt_games_review_forza_horizon_5(inputs)
	if (locale === "ko") return ko_lt_games_review_forza_horizon_5(inputs)
	return en_lt_games_review_forza_horizon_5(inputs)
});