/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_HeroInputs */

const en_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming Experiences for Hotel Guests`)
};

const de_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Erlebnisse für Hotelgäste`)
};

const fr_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des expériences de jeu pour vos clients`)
};

const es_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencias de gaming para tus huéspedes`)
};

const pt_br2_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiências de games para hóspedes`)
};

const ja_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホテルのゲストにゲーム体験を`)
};

const ko_types_hotels_hero = /** @type {(inputs: Types_Hotels_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`호텔 투숙객을 위한 게이밍 경험`)
};

/**
* | output |
* | --- |
* | "Gaming Experiences for Hotel Guests" |
*
* @param {Types_Hotels_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_hero = /** @type {((inputs?: Types_Hotels_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_hero(inputs)
	if (locale === "fr") return fr_types_hotels_hero(inputs)
	if (locale === "es") return es_types_hotels_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_hero(inputs)
	if (locale === "ja") return ja_types_hotels_hero(inputs)
	if (locale === "ko") return ko_types_hotels_hero(inputs)
	return en_types_hotels_hero(inputs)
});