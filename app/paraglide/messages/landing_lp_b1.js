/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_B1Inputs */

const en_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A licensed game library for every attendee's machine`)
};

const de_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine lizenzierte Spielebibliothek für den Rechner jedes Teilnehmers`)
};

const fr_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ludothèque sous licence pour la machine de chaque participant`)
};

const es_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca de juegos con licencia para el equipo de cada asistente`)
};

const pt_br2_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma biblioteca de jogos licenciada para a máquina de cada participante`)
};

const ja_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者全員のPCにライセンス済みゲームライブラリ`)
};

const ko_landing_lp_b1 = /** @type {(inputs: Landing_Lp_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 참가자 PC에 라이선스 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "A licensed game library for every attendee's machine" |
*
* @param {Landing_Lp_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_b1 = /** @type {((inputs?: Landing_Lp_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_b1(inputs)
	if (locale === "fr") return fr_landing_lp_b1(inputs)
	if (locale === "es") return es_landing_lp_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_b1(inputs)
	if (locale === "ja") return ja_landing_lp_b1(inputs)
	if (locale === "ko") return ko_landing_lp_b1(inputs)
	return en_landing_lp_b1(inputs)
});