/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_HeadingInputs */

const en_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniting centers world-wide`)
};

const de_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir vereinen Center weltweit`)
};

const fr_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unir les centres du monde entier`)
};

const es_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniendo centros de todo el mundo`)
};

const pt_br2_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unindo centros no mundo todo`)
};

const ja_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`世界中のセンターをつなぐ`)
};

const ko_home_hero_heading = /** @type {(inputs: Home_Hero_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전 세계 센터를 하나로`)
};

/**
* | output |
* | --- |
* | "Uniting centers world-wide" |
*
* @param {Home_Hero_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_hero_heading = /** @type {((inputs?: Home_Hero_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_hero_heading(inputs)
	if (locale === "fr") return fr_home_hero_heading(inputs)
	if (locale === "es") return es_home_hero_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_hero_heading(inputs)
	if (locale === "ja") return ja_home_hero_heading(inputs)
	if (locale === "ko") return ko_home_hero_heading(inputs)
	return en_home_hero_heading(inputs)
});