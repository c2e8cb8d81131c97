/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Lethal_CompanyInputs */

const en_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: funny, frightening co-op scavenging`)
};

const de_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: lustiges, gruseliges Koop-Plündern`)
};

const fr_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une récupération coopérative drôle et effrayante`)
};

const es_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: saqueo cooperativo divertido y aterrador`)
};

const pt_br2_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: coleta cooperativa engraçada e assustadora`)
};

const ja_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：笑えて怖い協力型スクラップ回収`)
};

const ko_lt_games_review_lethal_company = /** @type {(inputs: Lt_Games_Review_Lethal_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 웃기고 무서운 협동 폐품 수집`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: funny, frightening co-op scavenging" |
*
* @param {Lt_Games_Review_Lethal_CompanyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_lethal_company = /** @type {((inputs?: Lt_Games_Review_Lethal_CompanyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Lethal_CompanyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_lethal_company(inputs)
	if (locale === "fr") return fr_lt_games_review_lethal_company(inputs)
	if (locale === "es") return es_lt_games_review_lethal_company(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_lethal_company(inputs)
	if (locale === "ja") return ja_lt_games_review_lethal_company(inputs)
	if (locale === "ko") return ko_lt_games_review_lethal_company(inputs)
	return en_lt_games_review_lethal_company(inputs)
});