/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_AmenitiesInputs */

const en_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenities`)
};

const de_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstattung`)
};

const fr_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const es_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

const pt_br2_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comodidades`)
};

const ja_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設備・サービス`)
};

const ko_center_amenities = /** @type {(inputs: Center_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`편의 시설`)
};

/**
* | output |
* | --- |
* | "Amenities" |
*
* @param {Center_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenities = /** @type {((inputs?: Center_AmenitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_AmenitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_amenities(inputs)
	if (locale === "fr") return fr_center_amenities(inputs)
	if (locale === "es") return es_center_amenities(inputs)
	if (locale === "pt-BR") return pt_br2_center_amenities(inputs)
	if (locale === "ja") return ja_center_amenities(inputs)
	if (locale === "ko") return ko_center_amenities(inputs)
	return en_center_amenities(inputs)
});