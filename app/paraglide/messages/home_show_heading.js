/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_HeadingInputs */

const en_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Showcases`)
};

const de_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele-Showcases`)
};

const fr_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases de jeux`)
};

const es_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presentaciones de juegos`)
};

const pt_br2_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases de jogos`)
};

const ja_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーム・ショーケース`)
};

const ko_home_show_heading = /** @type {(inputs: Home_Show_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 쇼케이스`)
};

/**
* | output |
* | --- |
* | "Game Showcases" |
*
* @param {Home_Show_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_heading = /** @type {((inputs?: Home_Show_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_heading(inputs)
	if (locale === "fr") return fr_home_show_heading(inputs)
	if (locale === "es") return es_home_show_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_heading(inputs)
	if (locale === "ja") return ja_home_show_heading(inputs)
	if (locale === "ko") return ko_home_show_heading(inputs)
	return en_home_show_heading(inputs)
});