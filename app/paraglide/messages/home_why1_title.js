/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why1_TitleInputs */

const en_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global Reach`)
};

const de_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weltweite Reichweite`)
};

const fr_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une portée mondiale`)
};

const es_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alcance global`)
};

const pt_br2_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alcance global`)
};

const ja_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`世界規模のリーチ`)
};

const ko_home_why1_title = /** @type {(inputs: Home_Why1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`글로벌 노출`)
};

/**
* | output |
* | --- |
* | "Global Reach" |
*
* @param {Home_Why1_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why1_title = /** @type {((inputs?: Home_Why1_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why1_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why1_title(inputs)
	if (locale === "fr") return fr_home_why1_title(inputs)
	if (locale === "es") return es_home_why1_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why1_title(inputs)
	if (locale === "ja") return ja_home_why1_title(inputs)
	if (locale === "ko") return ko_home_why1_title(inputs)
	return en_home_why1_title(inputs)
});