/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Player_AccountsInputs */

const en_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neither. Players sign in with their own game-platform accounts, so their progress, friends and saves follow them. The licenses for the games in the library are covered by your subscription and managed centrally for all of your machines.`)
};

const de_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weder noch. Spieler melden sich mit ihren eigenen Konten der Spieleplattform an, sodass Fortschritt, Freunde und Spielstände sie begleiten. Die Lizenzen für die Spiele der Bibliothek sind in Ihrem Abonnement enthalten und werden für alle Ihre Rechner zentral verwaltet.`)
};

const fr_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni l’un ni l’autre. Les joueurs se connectent avec leurs propres comptes de plateforme de jeu : leur progression, leurs amis et leurs sauvegardes les suivent. Les licences des jeux de la ludothèque sont couvertes par votre abonnement et gérées de façon centralisée pour toutes vos machines.`)
};

const es_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna de las dos cosas. Los jugadores inician sesión con sus propias cuentas de la plataforma de juegos, así que su progreso, sus amigos y sus partidas guardadas van con ellos. Las licencias de los juegos de la biblioteca están cubiertas por tu suscripción y se gestionan de forma centralizada para todos tus equipos.`)
};

const pt_br2_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum dos dois. Os jogadores entram com as próprias contas da plataforma de jogos, então progresso, amigos e saves vão junto com eles. As licenças dos jogos da biblioteca estão incluídas na sua assinatura e são gerenciadas de forma central para todas as suas máquinas.`)
};

const ja_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`どちらも不要です。プレイヤーは自分のゲームプラットフォームのアカウントでサインインするので、進行状況やフレンド、セーブデータもそのまま使えます。ライブラリのゲームのライセンスはサブスクリプションに含まれ、すべてのPCについて一括で管理されます。`)
};

const ko_faq_a_player_accounts = /** @type {(inputs: Faq_A_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`둘 다 필요 없습니다. 플레이어는 자신의 게임 플랫폼 계정으로 로그인하므로 진행 상황, 친구, 저장 데이터가 그대로 따라갑니다. 라이브러리 게임의 라이선스는 구독에 포함되며 모든 PC에 대해 중앙에서 관리됩니다.`)
};

/**
* | output |
* | --- |
* | "Neither. Players sign in with their own game-platform accounts, so their progress, friends and saves follow them. The licenses for the games in the library a..." |
*
* @param {Faq_A_Player_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_player_accounts = /** @type {((inputs?: Faq_A_Player_AccountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Player_AccountsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_player_accounts(inputs)
	if (locale === "fr") return fr_faq_a_player_accounts(inputs)
	if (locale === "es") return es_faq_a_player_accounts(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_player_accounts(inputs)
	if (locale === "ja") return ja_faq_a_player_accounts(inputs)
	if (locale === "ko") return ko_faq_a_player_accounts(inputs)
	return en_faq_a_player_accounts(inputs)
});