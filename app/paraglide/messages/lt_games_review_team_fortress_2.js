/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Team_Fortress_2Inputs */

const en_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very positive: class-based chaos with lasting charm`)
};

const de_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehr positiv: klassenbasiertes Chaos mit bleibendem Charme`)
};

const fr_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très positives : un chaos par classes au charme durable`)
};

const es_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muy positivas: caos por clases con un encanto duradero`)
};

const pt_br2_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muito positivas: caos baseado em classes com charme duradouro`)
};

const ja_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非常に好評：色あせない魅力のクラス制カオス`)
};

const ko_lt_games_review_team_fortress_2 = /** @type {(inputs: Lt_Games_Review_Team_Fortress_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매우 긍정적: 변치 않는 매력의 병과 기반 난장판`)
};

/**
* | output |
* | --- |
* | "Very positive: class-based chaos with lasting charm" |
*
* @param {Lt_Games_Review_Team_Fortress_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_team_fortress_2 = /** @type {((inputs?: Lt_Games_Review_Team_Fortress_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Team_Fortress_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_team_fortress_2(inputs)
	if (locale === "fr") return fr_lt_games_review_team_fortress_2(inputs)
	if (locale === "es") return es_lt_games_review_team_fortress_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_team_fortress_2(inputs)
	if (locale === "ja") return ja_lt_games_review_team_fortress_2(inputs)
	if (locale === "ko") return ko_lt_games_review_team_fortress_2(inputs)
	return en_lt_games_review_team_fortress_2(inputs)
});