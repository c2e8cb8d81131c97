/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs */

const en_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: several campaigns plus classic multiplayer`)
};

const de_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: mehrere Kampagnen plus klassischer Mehrspielermodus`)
};

const fr_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : plusieurs campagnes et le multijoueur classique`)
};

const es_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: varias campañas y el multijugador clásico`)
};

const pt_br2_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: várias campanhas e o multiplayer clássico`)
};

const ja_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：複数のキャンペーンと往年のマルチプレイ`)
};

const ko_lt_games_review_halo_the_master_chief_collection = /** @type {(inputs: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 여러 캠페인과 클래식 멀티플레이`)
};

/**
* | output |
* | --- |
* | "Very positive: several campaigns plus classic multiplayer" |
*
* @param {Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_halo_the_master_chief_collection = /** @type {((inputs?: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_halo_the_master_chief_collection(inputs)
	if (locale === "fr") return fr_lt_games_review_halo_the_master_chief_collection(inputs)
	if (locale === "es") return es_lt_games_review_halo_the_master_chief_collection(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_halo_the_master_chief_collection(inputs)
	if (locale === "ja") return ja_lt_games_review_halo_the_master_chief_collection(inputs)
	if (locale === "ko") return ko_lt_games_review_halo_the_master_chief_collection(inputs)
	return en_lt_games_review_halo_the_master_chief_collection(inputs)
});