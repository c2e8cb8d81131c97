/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Hollow_KnightInputs */

const en_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: a hand-drawn world full of secrets`)
};

const de_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: eine handgezeichnete Welt voller Geheimnisse`)
};

const fr_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : un monde dessiné à la main plein de secrets`)
};

const es_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: un mundo dibujado a mano lleno de secretos`)
};

const pt_br2_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: um mundo desenhado à mão cheio de segredos`)
};

const ja_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：秘密に満ちた手描きの世界`)
};

const ko_lt_games_review_hollow_knight = /** @type {(inputs: Lt_Games_Review_Hollow_KnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 비밀로 가득한 손으로 그린 세계`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: a hand-drawn world full of secrets" |
*
* @param {Lt_Games_Review_Hollow_KnightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_hollow_knight = /** @type {((inputs?: Lt_Games_Review_Hollow_KnightInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Hollow_KnightInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_hollow_knight(inputs)
	if (locale === "fr") return fr_lt_games_review_hollow_knight(inputs)
	if (locale === "es") return es_lt_games_review_hollow_knight(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_hollow_knight(inputs)
	if (locale === "ja") return ja_lt_games_review_hollow_knight(inputs)
	if (locale === "ko") return ko_lt_games_review_hollow_knight(inputs)
	return en_lt_games_review_hollow_knight(inputs)
});