/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Street_Fighter_6Inputs */

const en_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: approachable controls over a deep fighting core`)
};

const de_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: zugängliche Steuerung über einem tiefen Kampfsystem`)
};

const fr_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : des commandes accessibles sur un système de combat profond`)
};

const es_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: controles accesibles sobre un sistema de lucha profundo`)
};

const pt_br2_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: controles acessíveis sobre um sistema de luta profundo`)
};

const ja_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：奥深い格闘システムと親しみやすい操作`)
};

const ko_lt_games_review_street_fighter_6 = /** @type {(inputs: Lt_Games_Review_Street_Fighter_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 깊이 있는 격투 위에 얹은 쉬운 조작`)
};

/**
* | output |
* | --- |
* | "Very positive: approachable controls over a deep fighting core" |
*
* @param {Lt_Games_Review_Street_Fighter_6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_street_fighter_6 = /** @type {((inputs?: Lt_Games_Review_Street_Fighter_6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Street_Fighter_6Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_street_fighter_6(inputs)
	if (locale === "fr") return fr_lt_games_review_street_fighter_6(inputs)
	if (locale === "es") return es_lt_games_review_street_fighter_6(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_street_fighter_6(inputs)
	if (locale === "ja") return ja_lt_games_review_street_fighter_6(inputs)
	if (locale === "ko") return ko_lt_games_review_street_fighter_6(inputs)
	return en_lt_games_review_street_fighter_6(inputs)
});