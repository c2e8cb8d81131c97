/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Call_Of_DutyInputs */

const en_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed: blockbuster campaigns and fast online multiplayer`)
};

const de_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeglichen: Blockbuster-Kampagnen und schneller Online-Mehrspielermodus`)
};

const fr_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyennes : des campagnes à grand spectacle et un multijoueur en ligne rapide`)
};

const es_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variadas: campañas espectaculares y multijugador en línea rápido`)
};

const pt_br2_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutras: campanhas de grande sucesso e multiplayer online rápido`)
};

const ja_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賛否両論：大作キャンペーンとスピーディーなオンライン対戦`)
};

const ko_lt_games_review_call_of_duty = /** @type {(inputs: Lt_Games_Review_Call_Of_DutyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복합적: 블록버스터 캠페인과 빠른 온라인 멀티플레이`)
};

/**
* | output |
* | --- |
* | "Mixed: blockbuster campaigns and fast online multiplayer" |
*
* @param {Lt_Games_Review_Call_Of_DutyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_call_of_duty = /** @type {((inputs?: Lt_Games_Review_Call_Of_DutyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Call_Of_DutyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_call_of_duty(inputs)
	if (locale === "fr") return fr_lt_games_review_call_of_duty(inputs)
	if (locale === "es") return es_lt_games_review_call_of_duty(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_call_of_duty(inputs)
	if (locale === "ja") return ja_lt_games_review_call_of_duty(inputs)
	if (locale === "ko") return ko_lt_games_review_call_of_duty(inputs)
	return en_lt_games_review_call_of_duty(inputs)
});