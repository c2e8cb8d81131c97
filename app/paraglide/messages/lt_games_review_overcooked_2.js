/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Overcooked_2Inputs */

const en_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: kitchen chaos made for playing side by side`)
};

const de_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Küchenchaos, gemacht für das Spielen Seite an Seite`)
};

const fr_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : le chaos en cuisine, fait pour jouer côte à côte`)
};

const es_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: caos en la cocina para jugar codo con codo`)
};

const pt_br2_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: caos na cozinha feito para jogar lado a lado`)
};

const ja_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：並んで遊ぶためのキッチンカオス`)
};

const ko_lt_games_review_overcooked_2 = /** @type {(inputs: Lt_Games_Review_Overcooked_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 나란히 앉아 즐기는 주방 난장판`)
};

/**
* | output |
* | --- |
* | "Very positive: kitchen chaos made for playing side by side" |
*
* @param {Lt_Games_Review_Overcooked_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_overcooked_2 = /** @type {((inputs?: Lt_Games_Review_Overcooked_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Overcooked_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_overcooked_2(inputs)
	if (locale === "fr") return fr_lt_games_review_overcooked_2(inputs)
	if (locale === "es") return es_lt_games_review_overcooked_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_overcooked_2(inputs)
	if (locale === "ja") return ja_lt_games_review_overcooked_2(inputs)
	if (locale === "ko") return ko_lt_games_review_overcooked_2(inputs)
	return en_lt_games_review_overcooked_2(inputs)
});