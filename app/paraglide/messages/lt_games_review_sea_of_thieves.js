/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Sea_Of_ThievesInputs */

const en_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: pirate crews, ship battles and shared stories`)
};

const de_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Piratencrews, Seeschlachten und gemeinsame Geschichten`)
};

const fr_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : équipages pirates, batailles navales et histoires partagées`)
};

const es_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: tripulaciones piratas, batallas navales e historias compartidas`)
};

const pt_br2_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: tripulações piratas, batalhas navais e histórias compartilhadas`)
};

const ja_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：海賊クルー、艦隊戦、みんなで紡ぐ物語`)
};

const ko_lt_games_review_sea_of_thieves = /** @type {(inputs: Lt_Games_Review_Sea_Of_ThievesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 해적 선원, 함선 전투, 함께 만드는 이야기`)
};

/**
* | output |
* | --- |
* | "Very positive: pirate crews, ship battles and shared stories" |
*
* @param {Lt_Games_Review_Sea_Of_ThievesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_sea_of_thieves = /** @type {((inputs?: Lt_Games_Review_Sea_Of_ThievesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Sea_Of_ThievesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_sea_of_thieves(inputs)
	if (locale === "fr") return fr_lt_games_review_sea_of_thieves(inputs)
	if (locale === "es") return es_lt_games_review_sea_of_thieves(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_sea_of_thieves(inputs)
	if (locale === "ja") return ja_lt_games_review_sea_of_thieves(inputs)
	if (locale === "ko") return ko_lt_games_review_sea_of_thieves(inputs)
	return en_lt_games_review_sea_of_thieves(inputs)
});