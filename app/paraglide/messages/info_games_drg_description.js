/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Drg_DescriptionInputs */

const en_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-op shooter for up to four players who mine, fight and explore their way through caves that are different every time. Perfect for a row of PCs and a team on voice chat.`)
};

const de_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Koop-Shooter für bis zu vier Spieler, die sich grabend, kämpfend und erkundend durch Höhlen arbeiten, die jedes Mal anders sind. Perfekt für eine Reihe PCs und ein Team im Voice-Chat.`)
};

const fr_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu de tir coopératif jusqu’à quatre joueurs qui creusent, combattent et explorent des grottes différentes à chaque partie. Parfait pour une rangée de PC et une équipe en chat vocal.`)
};

const es_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un shooter cooperativo para hasta cuatro jugadores que excavan, luchan y exploran cuevas que son distintas cada vez. Perfecto para una fila de PC y un equipo en chat de voz.`)
};

const pt_br2_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um shooter cooperativo para até quatro jogadores que escavam, lutam e exploram cavernas que mudam a cada partida. Perfeito para uma fileira de PCs e um time no chat de voz.`)
};

const ja_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最大4人で採掘し、戦い、毎回形の変わる洞窟を探索する協力型シューター。PCを並べてボイスチャットで遊ぶのにぴったりです。`)
};

const ko_info_games_drg_description = /** @type {(inputs: Info_Games_Drg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`최대 4명이 채굴하고 싸우며 매번 달라지는 동굴을 탐험하는 협동 슈팅 게임. PC를 나란히 놓고 보이스 채팅으로 함께하기에 딱 좋습니다.`)
};

/**
* | output |
* | --- |
* | "A co-op shooter for up to four players who mine, fight and explore their way through caves that are different every time. Perfect for a row of PCs and a team..." |
*
* @param {Info_Games_Drg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_drg_description = /** @type {((inputs?: Info_Games_Drg_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Drg_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_drg_description(inputs)
	if (locale === "fr") return fr_info_games_drg_description(inputs)
	if (locale === "es") return es_info_games_drg_description(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_drg_description(inputs)
	if (locale === "ja") return ja_info_games_drg_description(inputs)
	if (locale === "ko") return ko_info_games_drg_description(inputs)
	return en_info_games_drg_description(inputs)
});