/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Coffeeshops_S0_B0Inputs */

const en_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No setup for customers: they sign in with their own game-platform accounts`)
};

const de_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einrichtung für Kunden: Sie melden sich mit ihren eigenen Konten der Spieleplattform an`)
};

const fr_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune configuration pour les clients : ils se connectent avec leurs propres comptes de la plateforme de jeu`)
};

const es_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin configuración para los clientes: inician sesión con sus propias cuentas de la plataforma de juegos`)
};

const pt_br2_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma configuração para os clientes: eles entram com as próprias contas da plataforma de jogos`)
};

const ja_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お客様側の設定は不要：自分のゲームプラットフォームのアカウントでサインインするだけ`)
};

const ko_lt_coffeeshops_s0_b0 = /** @type {(inputs: Lt_Coffeeshops_S0_B0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`손님은 별도 설정 없이 자신의 게임 플랫폼 계정으로 로그인`)
};

/**
* | output |
* | --- |
* | "No setup for customers: they sign in with their own game-platform accounts" |
*
* @param {Lt_Coffeeshops_S0_B0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b0 = /** @type {((inputs?: Lt_Coffeeshops_S0_B0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Coffeeshops_S0_B0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_coffeeshops_s0_b0(inputs)
	if (locale === "fr") return fr_lt_coffeeshops_s0_b0(inputs)
	if (locale === "es") return es_lt_coffeeshops_s0_b0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_coffeeshops_s0_b0(inputs)
	if (locale === "ja") return ja_lt_coffeeshops_s0_b0(inputs)
	if (locale === "ko") return ko_lt_coffeeshops_s0_b0(inputs)
	return en_lt_coffeeshops_s0_b0(inputs)
});