/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Colleges_S0_P1Inputs */

const en_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students sign in with their own game-platform accounts, so there are no shared logins to hand out or reset.`)
};

const de_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierende melden sich mit ihren eigenen Konten der Spieleplattform an, es gibt also keine gemeinsamen Zugangsdaten zu verteilen oder zurückzusetzen.`)
};

const fr_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les étudiants se connectent avec leurs propres comptes de la plateforme de jeu : aucun identifiant partagé à distribuer ou à réinitialiser.`)
};

const es_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los estudiantes inician sesión con sus propias cuentas de la plataforma de juegos, así que no hay credenciales compartidas que repartir ni restablecer.`)
};

const pt_br2_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os estudantes entram com as próprias contas da plataforma de jogos, então não há logins compartilhados para distribuir ou redefinir.`)
};

const ja_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学生は自分のゲームプラットフォームのアカウントでサインインするので、共有ログインを配布したりリセットしたりする必要はありません。`)
};

const ko_lt_colleges_s0_p1 = /** @type {(inputs: Lt_Colleges_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학생은 자신의 게임 플랫폼 계정으로 로그인하므로, 공용 로그인을 나눠 주거나 초기화할 필요가 없습니다.`)
};

/**
* | output |
* | --- |
* | "Students sign in with their own game-platform accounts, so there are no shared logins to hand out or reset." |
*
* @param {Lt_Colleges_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s0_p1 = /** @type {((inputs?: Lt_Colleges_S0_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Colleges_S0_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_colleges_s0_p1(inputs)
	if (locale === "fr") return fr_lt_colleges_s0_p1(inputs)
	if (locale === "es") return es_lt_colleges_s0_p1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_colleges_s0_p1(inputs)
	if (locale === "ja") return ja_lt_colleges_s0_p1(inputs)
	if (locale === "ko") return ko_lt_colleges_s0_p1(inputs)
	return en_lt_colleges_s0_p1(inputs)
});