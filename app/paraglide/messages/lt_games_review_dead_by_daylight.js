/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Dead_By_DaylightInputs */

const en_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostly positive: asymmetric horror that rewards teamwork`)
};

const de_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größtenteils positiv: asymmetrischer Horror, der Teamwork belohnt`)
};

const fr_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plutôt positives : une horreur asymétrique qui récompense le travail d’équipe`)
};

const es_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayormente positivas: terror asimétrico que premia el trabajo en equipo`)
};

const pt_br2_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligeiramente positivas: terror assimétrico que recompensa o trabalho em equipe`)
};

const ja_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`やや好評：チームワークが報われる非対称ホラー`)
};

const ko_lt_games_review_dead_by_daylight = /** @type {(inputs: Lt_Games_Review_Dead_By_DaylightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대체로 긍정적: 팀워크가 보상받는 비대칭 호러`)
};

/**
* | output |
* | --- |
* | "Mostly positive: asymmetric horror that rewards teamwork" |
*
* @param {Lt_Games_Review_Dead_By_DaylightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dead_by_daylight = /** @type {((inputs?: Lt_Games_Review_Dead_By_DaylightInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Dead_By_DaylightInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_dead_by_daylight(inputs)
	if (locale === "fr") return fr_lt_games_review_dead_by_daylight(inputs)
	if (locale === "es") return es_lt_games_review_dead_by_daylight(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_dead_by_daylight(inputs)
	if (locale === "ja") return ja_lt_games_review_dead_by_daylight(inputs)
	if (locale === "ko") return ko_lt_games_review_dead_by_daylight(inputs)
	return en_lt_games_review_dead_by_daylight(inputs)
});