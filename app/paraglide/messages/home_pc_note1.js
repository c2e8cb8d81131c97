/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_Note1Inputs */

const en_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players use their own game-platform accounts, so their progress and friends come along.`)
};

const de_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler nutzen ihre eigenen Plattform-Konten, so kommen Fortschritt und Freunde mit.`)
};

const fr_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs utilisent leurs propres comptes de plateforme : leur progression et leurs amis les suivent.`)
};

const es_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores usan sus propias cuentas de plataforma, así que su progreso y sus amigos van con ellos.`)
};

const pt_br2_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores usam as próprias contas da plataforma de jogos, então o progresso e os amigos vão junto.`)
};

const ja_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーは自分のゲームプラットフォームのアカウントを使うので、進行状況もフレンドもそのまま。`)
};

const ko_home_pc_note1 = /** @type {(inputs: Home_Pc_Note1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어는 자신의 게임 플랫폼 계정을 쓰므로 진행 상황과 친구도 그대로입니다.`)
};

/**
* | output |
* | --- |
* | "Players use their own game-platform accounts, so their progress and friends come along." |
*
* @param {Home_Pc_Note1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_note1 = /** @type {((inputs?: Home_Pc_Note1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_Note1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_note1(inputs)
	if (locale === "fr") return fr_home_pc_note1(inputs)
	if (locale === "es") return es_home_pc_note1(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_note1(inputs)
	if (locale === "ja") return ja_home_pc_note1(inputs)
	if (locale === "ko") return ko_home_pc_note1(inputs)
	return en_home_pc_note1(inputs)
});