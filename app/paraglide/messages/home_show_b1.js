/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_B1Inputs */

const en_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands-on sessions with upcoming games`)
};

const de_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anspielsessions mit kommenden Spielen`)
};

const fr_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions de prise en main des jeux à venir`)
};

const es_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones de prueba con próximos juegos`)
};

const pt_br2_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessões práticas com jogos que estão por vir`)
};

const ja_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`発売前ゲームの試遊会`)
};

const ko_home_show_b1 = /** @type {(inputs: Home_Show_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`출시 예정 게임 체험 세션`)
};

/**
* | output |
* | --- |
* | "Hands-on sessions with upcoming games" |
*
* @param {Home_Show_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_b1 = /** @type {((inputs?: Home_Show_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_b1(inputs)
	if (locale === "fr") return fr_home_show_b1(inputs)
	if (locale === "es") return es_home_show_b1(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_b1(inputs)
	if (locale === "ja") return ja_home_show_b1(inputs)
	if (locale === "ko") return ko_home_show_b1(inputs)
	return en_home_show_b1(inputs)
});