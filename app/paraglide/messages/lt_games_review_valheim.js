/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_ValheimInputs */

const en_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: Viking survival that shines with friends`)
};

const de_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Wikinger-Überleben, das mit Freunden glänzt`)
};

const fr_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : une survie viking qui brille entre amis`)
};

const es_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: supervivencia vikinga que brilla con amigos`)
};

const pt_br2_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: sobrevivência viking que brilha com os amigos`)
};

const ja_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：仲間と遊ぶと輝くヴァイキングサバイバル`)
};

const ko_lt_games_review_valheim = /** @type {(inputs: Lt_Games_Review_ValheimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 친구와 함께할 때 빛나는 바이킹 생존`)
};

/**
* | output |
* | --- |
* | "Very positive: Viking survival that shines with friends" |
*
* @param {Lt_Games_Review_ValheimInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_valheim = /** @type {((inputs?: Lt_Games_Review_ValheimInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_ValheimInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_valheim(inputs)
	if (locale === "fr") return fr_lt_games_review_valheim(inputs)
	if (locale === "es") return es_lt_games_review_valheim(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_valheim(inputs)
	if (locale === "ja") return ja_lt_games_review_valheim(inputs)
	if (locale === "ko") return ko_lt_games_review_valheim(inputs)
	return en_lt_games_review_valheim(inputs)
});