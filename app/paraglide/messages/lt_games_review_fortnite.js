/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_FortniteInputs */

const en_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hugely popular: battle royale, building and player-made islands`)
};

const de_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enorm beliebt: Battle Royale, Bauen und von Spielern erstellte Inseln`)
};

const fr_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immensément populaire : battle royale, construction et îles créées par les joueurs`)
};

const es_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enormemente popular: battle royale, construcción e islas creadas por jugadores`)
};

const pt_br2_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente popular: battle royale, construção e ilhas criadas pelos jogadores`)
};

const ja_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`絶大な人気：バトルロイヤル、建築、プレイヤーが作る島`)
};

const ko_lt_games_review_fortnite = /** @type {(inputs: Lt_Games_Review_FortniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`폭발적인 인기: 배틀로얄, 건설, 플레이어가 만든 섬`)
};

/**
* | output |
* | --- |
* | "Hugely popular: battle royale, building and player-made islands" |
*
* @param {Lt_Games_Review_FortniteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_fortnite = /** @type {((inputs?: Lt_Games_Review_FortniteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_FortniteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_fortnite(inputs)
	if (locale === "fr") return fr_lt_games_review_fortnite(inputs)
	if (locale === "es") return es_lt_games_review_fortnite(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_fortnite(inputs)
	if (locale === "ja") return ja_lt_games_review_fortnite(inputs)
	if (locale === "ko") return ko_lt_games_review_fortnite(inputs)
	return en_lt_games_review_fortnite(inputs)
});