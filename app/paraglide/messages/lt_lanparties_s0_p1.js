/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_S0_P1Inputs */

const en_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees sign in with their own game-platform accounts, so nobody needs to own every game in the tournament line-up.`)
};

const de_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnehmer melden sich mit ihren eigenen Konten der Spieleplattform an, sodass niemand jedes Spiel des Turnierprogramms besitzen muss.`)
};

const fr_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les participants se connectent avec leurs propres comptes de la plateforme de jeu : personne n’a besoin de posséder tous les jeux du tournoi.`)
};

const es_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los asistentes inician sesión con sus propias cuentas de la plataforma de juegos, así que nadie necesita tener todos los juegos del torneo.`)
};

const pt_br2_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os participantes entram com as próprias contas da plataforma de jogos, então ninguém precisa ter todos os jogos do campeonato.`)
};

const ja_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者は自分のゲームプラットフォームのアカウントでサインインするので、大会の全タイトルを誰かが所有している必要はありません。`)
};

const ko_lt_lanparties_s0_p1 = /** @type {(inputs: Lt_Lanparties_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가자는 자신의 게임 플랫폼 계정으로 로그인하므로, 대회 종목의 모든 게임을 누구나 보유할 필요가 없습니다.`)
};

/**
* | output |
* | --- |
* | "Attendees sign in with their own game-platform accounts, so nobody needs to own every game in the tournament line-up." |
*
* @param {Lt_Lanparties_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s0_p1 = /** @type {((inputs?: Lt_Lanparties_S0_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_S0_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_s0_p1(inputs)
	if (locale === "fr") return fr_lt_lanparties_s0_p1(inputs)
	if (locale === "es") return es_lt_lanparties_s0_p1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_s0_p1(inputs)
	if (locale === "ja") return ja_lt_lanparties_s0_p1(inputs)
	if (locale === "ko") return ko_lt_lanparties_s0_p1(inputs)
	return en_lt_lanparties_s0_p1(inputs)
});