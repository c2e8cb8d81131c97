/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Libraries_S0_P1Inputs */

const en_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrons sign in with their own game-platform accounts, and licenses for the library are managed centrally.`)
};

const de_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer melden sich mit ihren eigenen Konten der Spieleplattform an, und die Lizenzen der Bibliothek werden zentral verwaltet.`)
};

const fr_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les usagers se connectent avec leurs propres comptes de la plateforme de jeu, et les licences de la bibliothèque sont gérées de façon centralisée.`)
};

const es_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los usuarios inician sesión con sus propias cuentas de la plataforma de juegos, y las licencias de la biblioteca se gestionan de forma centralizada.`)
};

const pt_br2_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os usuários entram com as próprias contas da plataforma de jogos, e as licenças da biblioteca são gerenciadas de forma centralizada.`)
};

const ja_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用者は自分のゲームプラットフォームのアカウントでサインインし、図書館のライセンスは一元管理されます。`)
};

const ko_lt_libraries_s0_p1 = /** @type {(inputs: Lt_Libraries_S0_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이용자는 자신의 게임 플랫폼 계정으로 로그인하며, 도서관의 라이선스는 중앙에서 관리됩니다.`)
};

/**
* | output |
* | --- |
* | "Patrons sign in with their own game-platform accounts, and licenses for the library are managed centrally." |
*
* @param {Lt_Libraries_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s0_p1 = /** @type {((inputs?: Lt_Libraries_S0_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Libraries_S0_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_libraries_s0_p1(inputs)
	if (locale === "fr") return fr_lt_libraries_s0_p1(inputs)
	if (locale === "es") return es_lt_libraries_s0_p1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_libraries_s0_p1(inputs)
	if (locale === "ja") return ja_lt_libraries_s0_p1(inputs)
	if (locale === "ko") return ko_lt_libraries_s0_p1(inputs)
	return en_lt_libraries_s0_p1(inputs)
});