/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_PhasmophobiaInputs */

const en_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: co-op ghost hunting full of tension`)
};

const de_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: Koop-Geisterjagd voller Spannung`)
};

const fr_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une chasse aux fantômes coopérative pleine de tension`)
};

const es_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: caza de fantasmas cooperativa llena de tensión`)
};

const pt_br2_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: caça a fantasmas cooperativa cheia de tensão`)
};

const ja_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：緊張感に満ちた協力型ゴースト調査`)
};

const ko_lt_games_review_phasmophobia = /** @type {(inputs: Lt_Games_Review_PhasmophobiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 긴장감 가득한 협동 유령 사냥`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: co-op ghost hunting full of tension" |
*
* @param {Lt_Games_Review_PhasmophobiaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_phasmophobia = /** @type {((inputs?: Lt_Games_Review_PhasmophobiaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_PhasmophobiaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_phasmophobia(inputs)
	if (locale === "fr") return fr_lt_games_review_phasmophobia(inputs)
	if (locale === "es") return es_lt_games_review_phasmophobia(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_phasmophobia(inputs)
	if (locale === "ja") return ja_lt_games_review_phasmophobia(inputs)
	if (locale === "ko") return ko_lt_games_review_phasmophobia(inputs)
	return en_lt_games_review_phasmophobia(inputs)
});