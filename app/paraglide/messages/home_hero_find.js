/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_FindInputs */

const en_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a Center`)
};

const de_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Center finden`)
};

const fr_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un centre`)
};

const es_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar un centro`)
};

const pt_br2_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrar um centro`)
};

const ja_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターを探す`)
};

const ko_home_hero_find = /** @type {(inputs: Home_Hero_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터 찾기`)
};

/**
* | output |
* | --- |
* | "Find a Center" |
*
* @param {Home_Hero_FindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_hero_find = /** @type {((inputs?: Home_Hero_FindInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_FindInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_hero_find(inputs)
	if (locale === "fr") return fr_home_hero_find(inputs)
	if (locale === "es") return es_home_hero_find(inputs)
	if (locale === "pt-BR") return pt_br2_home_hero_find(inputs)
	if (locale === "ja") return ja_home_hero_find(inputs)
	if (locale === "ko") return ko_home_hero_find(inputs)
	return en_home_hero_find(inputs)
});