/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_HeroInputs */

const en_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Safe Gaming for School Clubs and Esports`)
};

const de_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicheres Gaming für Schul-AGs und E-Sport`)
};

const fr_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu sûr pour les clubs scolaires et l’esport`)
};

const es_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming seguro para clubes escolares y esports`)
};

const pt_br2_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games com segurança para clubes escolares e esports`)
};

const ja_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校の部活動とeスポーツに安全なゲーム環境を`)
};

const ko_types_schools_hero = /** @type {(inputs: Types_Schools_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교 동아리와 e스포츠를 위한 안전한 게이밍`)
};

/**
* | output |
* | --- |
* | "Safe Gaming for School Clubs and Esports" |
*
* @param {Types_Schools_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_hero = /** @type {((inputs?: Types_Schools_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_hero(inputs)
	if (locale === "fr") return fr_types_schools_hero(inputs)
	if (locale === "es") return es_types_schools_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_hero(inputs)
	if (locale === "ja") return ja_types_schools_hero(inputs)
	if (locale === "ko") return ko_types_schools_hero(inputs)
	return en_types_schools_hero(inputs)
});