/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Resident_Evil_4Inputs */

const en_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a tense, polished horror remake`)
};

const de_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ein spannendes, ausgefeiltes Horror-Remake`)
};

const fr_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un remake d’horreur tendu et soigné`)
};

const es_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un remake de terror tenso y pulido`)
};

const pt_br2_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um remake de terror tenso e caprichado`)
};

const ja_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：緊張感あふれる完成度の高いホラーリメイク`)
};

const ko_lt_games_review_resident_evil_4 = /** @type {(inputs: Lt_Games_Review_Resident_Evil_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 긴장감 넘치고 완성도 높은 호러 리메이크`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a tense, polished horror remake" |
*
* @param {Lt_Games_Review_Resident_Evil_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_resident_evil_4 = /** @type {((inputs?: Lt_Games_Review_Resident_Evil_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Resident_Evil_4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_resident_evil_4(inputs)
	if (locale === "fr") return fr_lt_games_review_resident_evil_4(inputs)
	if (locale === "es") return es_lt_games_review_resident_evil_4(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_resident_evil_4(inputs)
	if (locale === "ja") return ja_lt_games_review_resident_evil_4(inputs)
	if (locale === "ko") return ko_lt_games_review_resident_evil_4(inputs)
	return en_lt_games_review_resident_evil_4(inputs)
});