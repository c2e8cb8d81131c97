/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Garry_S_ModInputs */

const en_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a sandbox of community-made modes`)
};

const de_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein Sandkasten voller Modi aus der Community`)
};

const fr_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un bac à sable plein de modes créés par la communauté`)
};

const es_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un sandbox lleno de modos creados por la comunidad`)
};

const pt_br2_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: uma sandbox de modos criados pela comunidade`)
};

const ja_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：コミュニティ製モードがそろうサンドボックス`)
};

const ko_lt_games_review_garry_s_mod = /** @type {(inputs: Lt_Games_Review_Garry_S_ModInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 커뮤니티가 만든 모드로 가득한 샌드박스`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a sandbox of community-made modes" |
*
* @param {Lt_Games_Review_Garry_S_ModInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_garry_s_mod = /** @type {((inputs?: Lt_Games_Review_Garry_S_ModInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Garry_S_ModInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_garry_s_mod(inputs)
	if (locale === "fr") return fr_lt_games_review_garry_s_mod(inputs)
	if (locale === "es") return es_lt_games_review_garry_s_mod(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_garry_s_mod(inputs)
	if (locale === "ja") return ja_lt_games_review_garry_s_mod(inputs)
	if (locale === "ko") return ko_lt_games_review_garry_s_mod(inputs)
	return en_lt_games_review_garry_s_mod(inputs)
});