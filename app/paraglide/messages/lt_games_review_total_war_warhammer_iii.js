/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Total_War_Warhammer_IiiInputs */

const en_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: huge fantasy battles on a grand strategy map`)
};

const de_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: gewaltige Fantasy-Schlachten auf einer großen Strategiekarte`)
};

const fr_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : d’immenses batailles fantastiques sur une grande carte stratégique`)
};

const es_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: enormes batallas de fantasía en un gran mapa estratégico`)
};

const pt_br2_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: batalhas de fantasia enormes em um grande mapa estratégico`)
};

const ja_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：壮大な戦略マップで繰り広げる巨大なファンタジー合戦`)
};

const ko_lt_games_review_total_war_warhammer_iii = /** @type {(inputs: Lt_Games_Review_Total_War_Warhammer_IiiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 거대한 전략 지도 위의 웅장한 판타지 전투`)
};

/**
* | output |
* | --- |
* | "Mostly positive: huge fantasy battles on a grand strategy map" |
*
* @param {Lt_Games_Review_Total_War_Warhammer_IiiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_total_war_warhammer_iii = /** @type {((inputs?: Lt_Games_Review_Total_War_Warhammer_IiiInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Total_War_Warhammer_IiiInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_total_war_warhammer_iii(inputs)
	if (locale === "fr") return fr_lt_games_review_total_war_warhammer_iii(inputs)
	if (locale === "es") return es_lt_games_review_total_war_warhammer_iii(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_total_war_warhammer_iii(inputs)
	if (locale === "ja") return ja_lt_games_review_total_war_warhammer_iii(inputs)
	if (locale === "ko") return ko_lt_games_review_total_war_warhammer_iii(inputs)
	return en_lt_games_review_total_war_warhammer_iii(inputs)
});