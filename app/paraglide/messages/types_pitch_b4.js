/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B4Inputs */

const en_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players sign in with their own game-platform accounts`)
};

const de_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler melden sich mit ihren eigenen Konten der Spieleplattform an`)
};

const fr_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs se connectent avec leurs propres comptes de plateforme de jeu`)
};

const es_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores inician sesión con sus propias cuentas de la plataforma de juegos`)
};

const pt_br2_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores entram com as próprias contas da plataforma de jogos`)
};

const ja_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーは自分のゲームプラットフォームのアカウントでサインイン`)
};

const ko_types_pitch_b4 = /** @type {(inputs: Types_Pitch_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어는 자신의 게임 플랫폼 계정으로 로그인`)
};

/**
* | output |
* | --- |
* | "Players sign in with their own game-platform accounts" |
*
* @param {Types_Pitch_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b4 = /** @type {((inputs?: Types_Pitch_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b4(inputs)
	if (locale === "fr") return fr_types_pitch_b4(inputs)
	if (locale === "es") return es_types_pitch_b4(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b4(inputs)
	if (locale === "ja") return ja_types_pitch_b4(inputs)
	if (locale === "ko") return ko_types_pitch_b4(inputs)
	return en_types_pitch_b4(inputs)
});