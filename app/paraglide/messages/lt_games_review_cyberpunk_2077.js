/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Cyberpunk_2077Inputs */

const en_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: a neon city that grew through many updates`)
};

const de_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: eine Neonstadt, die mit vielen Updates gewachsen ist`)
};

const fr_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : une ville néon qui a grandi au fil de nombreuses mises à jour`)
};

const es_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: una ciudad de neón que creció con muchas actualizaciones`)
};

const pt_br2_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: uma cidade neon que cresceu com muitas atualizações`)
};

const ja_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：数々のアップデートで成長したネオンの街`)
};

const ko_lt_games_review_cyberpunk_2077 = /** @type {(inputs: Lt_Games_Review_Cyberpunk_2077Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 수많은 업데이트로 성장한 네온 도시`)
};

/**
* | output |
* | --- |
* | "Very positive: a neon city that grew through many updates" |
*
* @param {Lt_Games_Review_Cyberpunk_2077Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_cyberpunk_2077 = /** @type {((inputs?: Lt_Games_Review_Cyberpunk_2077Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Cyberpunk_2077Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_cyberpunk_2077(inputs)
	if (locale === "fr") return fr_lt_games_review_cyberpunk_2077(inputs)
	if (locale === "es") return es_lt_games_review_cyberpunk_2077(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_cyberpunk_2077(inputs)
	if (locale === "ja") return ja_lt_games_review_cyberpunk_2077(inputs)
	if (locale === "ko") return ko_lt_games_review_cyberpunk_2077(inputs)
	return en_lt_games_review_cyberpunk_2077(inputs)
});