/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Dying_Light_2_Stay_HumanInputs */

const en_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: parkour-driven zombie action with co-op`)
};

const de_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: Parkour-getriebene Zombie-Action mit Koop`)
};

const fr_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : de l’action zombie axée sur le parkour, en coopération`)
};

const es_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: acción de zombis basada en el parkour, con cooperativo`)
};

const pt_br2_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: ação com zumbis movida a parkour, com cooperativo`)
};

const ja_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：協力プレイ対応、パルクールで駆けるゾンビアクション`)
};

const ko_lt_games_review_dying_light_2_stay_human = /** @type {(inputs: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 협동을 지원하는 파쿠르 중심 좀비 액션`)
};

/**
* | output |
* | --- |
* | "Very positive: parkour-driven zombie action with co-op" |
*
* @param {Lt_Games_Review_Dying_Light_2_Stay_HumanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dying_light_2_stay_human = /** @type {((inputs?: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Dying_Light_2_Stay_HumanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_dying_light_2_stay_human(inputs)
	if (locale === "fr") return fr_lt_games_review_dying_light_2_stay_human(inputs)
	if (locale === "es") return es_lt_games_review_dying_light_2_stay_human(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_dying_light_2_stay_human(inputs)
	if (locale === "ja") return ja_lt_games_review_dying_light_2_stay_human(inputs)
	if (locale === "ko") return ko_lt_games_review_dying_light_2_stay_human(inputs)
	return en_lt_games_review_dying_light_2_stay_human(inputs)
});