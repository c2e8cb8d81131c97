/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_Venue_TypesInputs */

const en_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Venue Types`)
};

const de_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungsorte entdecken`)
};

const fr_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir les types de lieux`)
};

const es_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar tipos de locales`)
};

const pt_br2_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conhecer os tipos de locais`)
};

const ja_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設タイプを見る`)
};

const ko_home_explore_venue_types = /** @type {(inputs: Home_Explore_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 유형 살펴보기`)
};

/**
* | output |
* | --- |
* | "Explore Venue Types" |
*
* @param {Home_Explore_Venue_TypesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_explore_venue_types = /** @type {((inputs?: Home_Explore_Venue_TypesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_Venue_TypesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_explore_venue_types(inputs)
	if (locale === "fr") return fr_home_explore_venue_types(inputs)
	if (locale === "es") return es_home_explore_venue_types(inputs)
	if (locale === "pt-BR") return pt_br2_home_explore_venue_types(inputs)
	if (locale === "ja") return ja_home_explore_venue_types(inputs)
	if (locale === "ko") return ko_home_explore_venue_types(inputs)
	return en_home_explore_venue_types(inputs)
});