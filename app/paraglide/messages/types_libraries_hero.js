/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_HeroInputs */

const en_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming at Your Library`)
};

const de_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming in Ihrer Bibliothek`)
};

const fr_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le jeu vidéo dans votre bibliothèque`)
};

const es_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videojuegos en tu biblioteca`)
};

const pt_br2_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games na sua biblioteca`)
};

const ja_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`図書館でゲームを`)
};

const ko_types_libraries_hero = /** @type {(inputs: Types_Libraries_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도서관에서 즐기는 게임`)
};

/**
* | output |
* | --- |
* | "Gaming at Your Library" |
*
* @param {Types_Libraries_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_hero = /** @type {((inputs?: Types_Libraries_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_hero(inputs)
	if (locale === "fr") return fr_types_libraries_hero(inputs)
	if (locale === "es") return es_types_libraries_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_hero(inputs)
	if (locale === "ja") return ja_types_libraries_hero(inputs)
	if (locale === "ko") return ko_types_libraries_hero(inputs)
	return en_types_libraries_hero(inputs)
});