/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_PalworldInputs */

const en_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: creature collecting meets survival crafting`)
};

const de_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Kreaturensammeln trifft auf Survival-Crafting`)
};

const fr_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : la collection de créatures rencontre la survie et l’artisanat`)
};

const es_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: coleccionar criaturas se une a la supervivencia y la fabricación`)
};

const pt_br2_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: coleta de criaturas encontra sobrevivência e criação`)
};

const ja_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：生き物集めとサバイバルクラフトの融合`)
};

const ko_lt_games_review_palworld = /** @type {(inputs: Lt_Games_Review_PalworldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 생물 수집과 생존 제작의 만남`)
};

/**
* | output |
* | --- |
* | "Very positive: creature collecting meets survival crafting" |
*
* @param {Lt_Games_Review_PalworldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_palworld = /** @type {((inputs?: Lt_Games_Review_PalworldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_PalworldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_palworld(inputs)
	if (locale === "fr") return fr_lt_games_review_palworld(inputs)
	if (locale === "es") return es_lt_games_review_palworld(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_palworld(inputs)
	if (locale === "ja") return ja_lt_games_review_palworld(inputs)
	if (locale === "ko") return ko_lt_games_review_palworld(inputs)
	return en_lt_games_review_palworld(inputs)
});