/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Path_Of_ExileInputs */

const en_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a huge skill tree for players who love builds`)
};

const de_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: ein riesiger Skillbaum für alle, die Builds lieben`)
};

const fr_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : un immense arbre de compétences pour les amateurs de builds`)
};

const es_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: un enorme árbol de habilidades para quienes aman las builds`)
};

const pt_br2_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: uma árvore de habilidades enorme para quem ama montar builds`)
};

const ja_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：ビルド好きのための巨大なスキルツリー`)
};

const ko_lt_games_review_path_of_exile = /** @type {(inputs: Lt_Games_Review_Path_Of_ExileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 빌드를 좋아하는 플레이어를 위한 거대한 스킬 트리`)
};

/**
* | output |
* | --- |
* | "Very positive: a huge skill tree for players who love builds" |
*
* @param {Lt_Games_Review_Path_Of_ExileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_path_of_exile = /** @type {((inputs?: Lt_Games_Review_Path_Of_ExileInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Path_Of_ExileInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_path_of_exile(inputs)
	if (locale === "fr") return fr_lt_games_review_path_of_exile(inputs)
	if (locale === "es") return es_lt_games_review_path_of_exile(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_path_of_exile(inputs)
	if (locale === "ja") return ja_lt_games_review_path_of_exile(inputs)
	if (locale === "ko") return ko_lt_games_review_path_of_exile(inputs)
	return en_lt_games_review_path_of_exile(inputs)
});