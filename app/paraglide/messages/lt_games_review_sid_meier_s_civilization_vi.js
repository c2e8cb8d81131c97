/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs */

const en_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: one-more-turn strategy across history`)
};

const de_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Nur-noch-eine-Runde-Strategie durch die Geschichte`)
};

const fr_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : la stratégie du « encore un tour » à travers l’histoire`)
};

const es_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: estrategia de «un turno más» a lo largo de la historia`)
};

const pt_br2_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: estratégia de “só mais um turno” ao longo da história`)
};

const ja_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：歴史を駆け抜ける「あと1ターン」の戦略`)
};

const ko_lt_games_review_sid_meier_s_civilization_vi = /** @type {(inputs: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 역사를 가로지르는 '한 턴만 더' 전략`)
};

/**
* | output |
* | --- |
* | "Very positive: one-more-turn strategy across history" |
*
* @param {Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_sid_meier_s_civilization_vi = /** @type {((inputs?: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_sid_meier_s_civilization_vi(inputs)
	if (locale === "fr") return fr_lt_games_review_sid_meier_s_civilization_vi(inputs)
	if (locale === "es") return es_lt_games_review_sid_meier_s_civilization_vi(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_sid_meier_s_civilization_vi(inputs)
	if (locale === "ja") return ja_lt_games_review_sid_meier_s_civilization_vi(inputs)
	if (locale === "ko") return ko_lt_games_review_sid_meier_s_civilization_vi(inputs)
	return en_lt_games_review_sid_meier_s_civilization_vi(inputs)
});