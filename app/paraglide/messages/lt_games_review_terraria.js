/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_TerrariaInputs */

const en_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: digging, building and boss fights together`)
};

const de_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: gemeinsam graben, bauen und Bosse bekämpfen`)
};

const fr_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : creuser, construire et affronter des boss ensemble`)
};

const es_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: cavar, construir y luchar contra jefes en grupo`)
};

const pt_br2_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: cavar, construir e enfrentar chefes juntos`)
};

const ja_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：みんなで掘って、建てて、ボスと戦う`)
};

const ko_lt_games_review_terraria = /** @type {(inputs: Lt_Games_Review_TerrariaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 함께 파고, 짓고, 보스와 싸우기`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: digging, building and boss fights together" |
*
* @param {Lt_Games_Review_TerrariaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_terraria = /** @type {((inputs?: Lt_Games_Review_TerrariaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_TerrariaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_terraria(inputs)
	if (locale === "fr") return fr_lt_games_review_terraria(inputs)
	if (locale === "es") return es_lt_games_review_terraria(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_terraria(inputs)
	if (locale === "ja") return ja_lt_games_review_terraria(inputs)
	if (locale === "ko") return ko_lt_games_review_terraria(inputs)
	return en_lt_games_review_terraria(inputs)
});