/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Deep_Rock_GalacticInputs */

const en_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: four miners, one cave, lots of teamwork`)
};

const de_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: vier Bergleute, eine Höhle, viel Teamwork`)
};

const fr_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : quatre mineurs, une grotte, beaucoup de travail d’équipe`)
};

const es_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: cuatro mineros, una cueva y mucho trabajo en equipo`)
};

const pt_br2_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: quatro mineradores, uma caverna, muito trabalho em equipe`)
};

const ja_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：4人の鉱夫、1つの洞窟、たっぷりのチームワーク`)
};

const ko_lt_games_review_deep_rock_galactic = /** @type {(inputs: Lt_Games_Review_Deep_Rock_GalacticInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 광부 넷, 동굴 하나, 넘치는 팀워크`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: four miners, one cave, lots of teamwork" |
*
* @param {Lt_Games_Review_Deep_Rock_GalacticInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_deep_rock_galactic = /** @type {((inputs?: Lt_Games_Review_Deep_Rock_GalacticInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Deep_Rock_GalacticInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_deep_rock_galactic(inputs)
	if (locale === "fr") return fr_lt_games_review_deep_rock_galactic(inputs)
	if (locale === "es") return es_lt_games_review_deep_rock_galactic(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_deep_rock_galactic(inputs)
	if (locale === "ja") return ja_lt_games_review_deep_rock_galactic(inputs)
	if (locale === "ko") return ko_lt_games_review_deep_rock_galactic(inputs)
	return en_lt_games_review_deep_rock_galactic(inputs)
});