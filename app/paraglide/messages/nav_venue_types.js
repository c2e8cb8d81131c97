/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Venue_TypesInputs */

const en_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue Types`)
};

const de_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungsorte`)
};

const fr_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types de lieux`)
};

const es_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de locales`)
};

const pt_br2_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de locais`)
};

const ja_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設タイプ`)
};

const ko_nav_venue_types = /** @type {(inputs: Nav_Venue_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 유형`)
};

/**
* | output |
* | --- |
* | "Venue Types" |
*
* @param {Nav_Venue_TypesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_venue_types = /** @type {((inputs?: Nav_Venue_TypesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Venue_TypesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_venue_types(inputs)
	if (locale === "fr") return fr_nav_venue_types(inputs)
	if (locale === "es") return es_nav_venue_types(inputs)
	if (locale === "pt-BR") return pt_br2_nav_venue_types(inputs)
	if (locale === "ja") return ja_nav_venue_types(inputs)
	if (locale === "ko") return ko_nav_venue_types(inputs)
	return en_nav_venue_types(inputs)
});