/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_ValorantInputs */

const en_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hugely popular: precise tactical shooting with agent abilities`)
};

const de_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enorm beliebt: präzises taktisches Schießen mit Agentenfähigkeiten`)
};

const fr_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immensément populaire : du tir tactique précis avec des capacités d’agents`)
};

const es_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enormemente popular: disparos tácticos precisos con habilidades de agentes`)
};

const pt_br2_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente popular: tiro tático preciso com habilidades de agentes`)
};

const ja_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`絶大な人気：エージェントのアビリティを使う精密なタクティカルシューター`)
};

const ko_lt_games_review_valorant = /** @type {(inputs: Lt_Games_Review_ValorantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`폭발적인 인기: 요원 능력을 활용한 정밀한 전술 슈팅`)
};

/**
* | output |
* | --- |
* | "Hugely popular: precise tactical shooting with agent abilities" |
*
* @param {Lt_Games_Review_ValorantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_valorant = /** @type {((inputs?: Lt_Games_Review_ValorantInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_ValorantInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_valorant(inputs)
	if (locale === "fr") return fr_lt_games_review_valorant(inputs)
	if (locale === "es") return es_lt_games_review_valorant(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_valorant(inputs)
	if (locale === "ja") return ja_lt_games_review_valorant(inputs)
	if (locale === "ko") return ko_lt_games_review_valorant(inputs)
	return en_lt_games_review_valorant(inputs)
});