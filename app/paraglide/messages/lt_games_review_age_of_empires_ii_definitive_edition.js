/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs */

const en_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a real-time strategy classic restored`)
};

const de_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein restaurierter Echtzeitstrategie-Klassiker`)
};

const fr_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un classique de la stratégie en temps réel restauré`)
};

const es_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un clásico de la estrategia en tiempo real restaurado`)
};

const pt_br2_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um clássico da estratégia em tempo real restaurado`)
};

const ja_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：よみがえったリアルタイムストラテジーの名作`)
};

const ko_lt_games_review_age_of_empires_ii_definitive_edition = /** @type {(inputs: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 되살아난 실시간 전략 고전`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a real-time strategy classic restored" |
*
* @param {Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_age_of_empires_ii_definitive_edition = /** @type {((inputs?: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	if (locale === "fr") return fr_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	if (locale === "es") return es_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	if (locale === "ja") return ja_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	if (locale === "ko") return ko_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
	return en_lt_games_review_age_of_empires_ii_definitive_edition(inputs)
});