/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_HeadingInputs */

const en_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PC Café Program`)
};

const de_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das PC-Café-Programm`)
};

const fr_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le programme PC café`)
};

const es_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El programa para cibercafés`)
};

const pt_br2_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O programa para lan houses`)
};

const ja_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PCカフェ・プログラム`)
};

const ko_home_pc_heading = /** @type {(inputs: Home_Pc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC방 프로그램`)
};

/**
* | output |
* | --- |
* | "The PC Café Program" |
*
* @param {Home_Pc_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_heading = /** @type {((inputs?: Home_Pc_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_heading(inputs)
	if (locale === "fr") return fr_home_pc_heading(inputs)
	if (locale === "es") return es_home_pc_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_heading(inputs)
	if (locale === "ja") return ja_home_pc_heading(inputs)
	if (locale === "ko") return ko_home_pc_heading(inputs)
	return en_home_pc_heading(inputs)
});