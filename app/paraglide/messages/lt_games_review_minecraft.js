/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_MinecraftInputs */

const en_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widely loved: endless building and survival with friends`)
};

const de_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weithin geliebt: endloses Bauen und Überleben mit Freunden`)
};

const fr_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largement apprécié : construction et survie à l’infini entre amis`)
};

const es_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy querido: construcción y supervivencia sin fin con amigos`)
};

const pt_br2_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito amado: construção e sobrevivência sem fim com os amigos`)
};

const ja_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`幅広く愛される：仲間と楽しむ終わりのない建築とサバイバル`)
};

const ko_lt_games_review_minecraft = /** @type {(inputs: Lt_Games_Review_MinecraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`폭넓은 사랑: 친구와 함께하는 끝없는 건설과 생존`)
};

/**
* | output |
* | --- |
* | "Widely loved: endless building and survival with friends" |
*
* @param {Lt_Games_Review_MinecraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_minecraft = /** @type {((inputs?: Lt_Games_Review_MinecraftInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_MinecraftInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_minecraft(inputs)
	if (locale === "fr") return fr_lt_games_review_minecraft(inputs)
	if (locale === "es") return es_lt_games_review_minecraft(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_minecraft(inputs)
	if (locale === "ja") return ja_lt_games_review_minecraft(inputs)
	if (locale === "ko") return ko_lt_games_review_minecraft(inputs)
	return en_lt_games_review_minecraft(inputs)
});