/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_SatisfactoryInputs */

const en_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: factory building that rewards planning`)
};

const de_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: Fabrikbau, der gute Planung belohnt`)
};

const fr_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : de la construction d’usines qui récompense la planification`)
};

const es_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: construcción de fábricas que premia la planificación`)
};

const pt_br2_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: construção de fábricas que recompensa o planejamento`)
};

const ja_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：計画性が報われる工場建設`)
};

const ko_lt_games_review_satisfactory = /** @type {(inputs: Lt_Games_Review_SatisfactoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 계획이 보상받는 공장 건설`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: factory building that rewards planning" |
*
* @param {Lt_Games_Review_SatisfactoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_satisfactory = /** @type {((inputs?: Lt_Games_Review_SatisfactoryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_SatisfactoryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_satisfactory(inputs)
	if (locale === "fr") return fr_lt_games_review_satisfactory(inputs)
	if (locale === "es") return es_lt_games_review_satisfactory(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_satisfactory(inputs)
	if (locale === "ja") return ja_lt_games_review_satisfactory(inputs)
	if (locale === "ko") return ko_lt_games_review_satisfactory(inputs)
	return en_lt_games_review_satisfactory(inputs)
});