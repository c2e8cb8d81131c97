/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_HeroInputs */

const en_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Your LAN Party the One Everyone Remembers`)
};

const de_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machen Sie Ihre LAN-Party unvergesslich`)
};

const fr_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites de votre LAN party celle dont tout le monde se souviendra`)
};

const es_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz que todos recuerden tu LAN party`)
};

const pt_br2_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faça da sua LAN party a mais lembrada`)
};

const ja_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰もが忘れられないLANパーティーに`)
};

const ko_types_lanparties_hero = /** @type {(inputs: Types_Lanparties_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모두가 기억할 LAN 파티를 만드세요`)
};

/**
* | output |
* | --- |
* | "Make Your LAN Party the One Everyone Remembers" |
*
* @param {Types_Lanparties_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_hero = /** @type {((inputs?: Types_Lanparties_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_hero(inputs)
	if (locale === "fr") return fr_types_lanparties_hero(inputs)
	if (locale === "es") return es_types_lanparties_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_hero(inputs)
	if (locale === "ja") return ja_types_lanparties_hero(inputs)
	if (locale === "ko") return ko_types_lanparties_hero(inputs)
	return en_types_lanparties_hero(inputs)
});