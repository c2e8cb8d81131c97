/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why3_TextInputs */

const en_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shared logins: players sign in with their own game-platform accounts.`)
};

const de_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine geteilten Logins: Spieler melden sich mit ihren eigenen Plattform-Konten an.`)
};

const fr_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’identifiants partagés : les joueurs se connectent avec leurs propres comptes de plateforme.`)
};

const es_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin inicios de sesión compartidos: los jugadores entran con sus propias cuentas de plataforma.`)
};

const pt_br2_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem logins compartilhados: os jogadores entram com as próprias contas da plataforma de jogos.`)
};

const ja_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共有ログインは不要。プレイヤーは自分のゲームプラットフォームのアカウントでサインインします。`)
};

const ko_home_why3_text = /** @type {(inputs: Home_Why3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공유 로그인이 없습니다. 플레이어는 자신의 게임 플랫폼 계정으로 로그인합니다.`)
};

/**
* | output |
* | --- |
* | "No shared logins: players sign in with their own game-platform accounts." |
*
* @param {Home_Why3_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why3_text = /** @type {((inputs?: Home_Why3_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why3_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why3_text(inputs)
	if (locale === "fr") return fr_home_why3_text(inputs)
	if (locale === "es") return es_home_why3_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why3_text(inputs)
	if (locale === "ja") return ja_home_why3_text(inputs)
	if (locale === "ko") return ko_home_why3_text(inputs)
	return en_home_why3_text(inputs)
});