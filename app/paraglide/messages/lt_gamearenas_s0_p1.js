/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamearenas_S0_P1Inputs */

const en_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players sign in with their own game-platform accounts. Their progress, friends and saves come with them, and you never share or manage logins.`)
};

const de_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler melden sich mit ihren eigenen Konten der Spieleplattform an. Fortschritt, Freunde und Spielstände nehmen sie mit, und Sie müssen nie Zugangsdaten teilen oder verwalten.`)
};

const fr_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs se connectent avec leurs propres comptes de la plateforme de jeu. Progression, amis et sauvegardes les suivent, et vous n’avez jamais d’identifiants à partager ni à gérer.`)
};

const es_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores inician sesión con sus propias cuentas de la plataforma de juegos. Su progreso, sus amigos y sus partidas guardadas van con ellos, y tú nunca compartes ni gestionas credenciales.`)
};

const pt_br2_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores entram com as próprias contas da plataforma de jogos. Progresso, amigos e saves vão junto com eles, e você nunca precisa compartilhar nem gerenciar logins.`)
};

const ja_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーは自分のゲームプラットフォームのアカウントでサインインします。進行状況、フレンド、セーブデータはそのまま引き継がれ、ログイン情報を共有・管理する必要はありません。`)
};

const ko_lt_gamearenas_s0_p1 = /** @type {(inputs: Lt_Gamearenas_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어는 자신의 게임 플랫폼 계정으로 로그인합니다. 진행 상황, 친구, 저장 데이터가 그대로 따라오고, 로그인 정보를 공유하거나 관리할 필요가 없습니다.`)
};

/**
* | output |
* | --- |
* | "Players sign in with their own game-platform accounts. Their progress, friends and saves come with them, and you never share or manage logins." |
*
* @param {Lt_Gamearenas_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s0_p1 = /** @type {((inputs?: Lt_Gamearenas_S0_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamearenas_S0_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamearenas_s0_p1(inputs)
	if (locale === "fr") return fr_lt_gamearenas_s0_p1(inputs)
	if (locale === "es") return es_lt_gamearenas_s0_p1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamearenas_s0_p1(inputs)
	if (locale === "ja") return ja_lt_gamearenas_s0_p1(inputs)
	if (locale === "ko") return ko_lt_gamearenas_s0_p1(inputs)
	return en_lt_gamearenas_s0_p1(inputs)
});