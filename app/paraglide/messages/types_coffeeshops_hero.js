/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_HeroInputs */

const en_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee, Community and Games`)
};

const de_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kaffee, Gemeinschaft und Spiele`)
};

const fr_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café, communauté et jeux`)
};

const es_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café, comunidad y juegos`)
};

const pt_br2_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café, comunidade e games`)
};

const ja_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コーヒーとコミュニティとゲーム`)
};

const ko_types_coffeeshops_hero = /** @type {(inputs: Types_Coffeeshops_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커피, 커뮤니티, 그리고 게임`)
};

/**
* | output |
* | --- |
* | "Coffee, Community and Games" |
*
* @param {Types_Coffeeshops_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_hero = /** @type {((inputs?: Types_Coffeeshops_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_hero(inputs)
	if (locale === "fr") return fr_types_coffeeshops_hero(inputs)
	if (locale === "es") return es_types_coffeeshops_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_hero(inputs)
	if (locale === "ja") return ja_types_coffeeshops_hero(inputs)
	if (locale === "ko") return ko_types_coffeeshops_hero(inputs)
	return en_types_coffeeshops_hero(inputs)
});