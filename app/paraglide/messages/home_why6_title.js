/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why6_TitleInputs */

const en_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Real Community`)
};

const de_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine echte Community`)
};

const fr_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une vraie communauté`)
};

const es_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una comunidad de verdad`)
};

const pt_br2_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma comunidade de verdade`)
};

const ja_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本物のコミュニティ`)
};

const ko_home_why6_title = /** @type {(inputs: Home_Why6_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`진짜 커뮤니티`)
};

/**
* | output |
* | --- |
* | "A Real Community" |
*
* @param {Home_Why6_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why6_title = /** @type {((inputs?: Home_Why6_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why6_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why6_title(inputs)
	if (locale === "fr") return fr_home_why6_title(inputs)
	if (locale === "es") return es_home_why6_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why6_title(inputs)
	if (locale === "ja") return ja_home_why6_title(inputs)
	if (locale === "ko") return ko_home_why6_title(inputs)
	return en_home_why6_title(inputs)
});