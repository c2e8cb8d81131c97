/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_RustInputs */

const en_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: tense survival with big group raids`)
};

const de_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: spannendes Überleben mit großen Gruppen-Raids`)
};

const fr_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : une survie tendue avec de grands raids en groupe`)
};

const es_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: supervivencia tensa con grandes asaltos en grupo`)
};

const pt_br2_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: sobrevivência tensa com grandes ataques em grupo`)
};

const ja_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：大規模なグループ襲撃がある緊張感のあるサバイバル`)
};

const ko_lt_games_review_rust = /** @type {(inputs: Lt_Games_Review_RustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 대규모 그룹 습격이 있는 긴장감 넘치는 생존`)
};

/**
* | output |
* | --- |
* | "Very positive: tense survival with big group raids" |
*
* @param {Lt_Games_Review_RustInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_rust = /** @type {((inputs?: Lt_Games_Review_RustInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_RustInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_rust(inputs)
	if (locale === "fr") return fr_lt_games_review_rust(inputs)
	if (locale === "es") return es_lt_games_review_rust(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_rust(inputs)
	if (locale === "ja") return ja_lt_games_review_rust(inputs)
	if (locale === "ko") return ko_lt_games_review_rust(inputs)
	return en_lt_games_review_rust(inputs)
});