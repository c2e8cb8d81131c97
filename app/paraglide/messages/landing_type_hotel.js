/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_HotelInputs */

const en_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel`)
};

const de_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel`)
};

const fr_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôtel`)
};

const es_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel`)
};

const pt_br2_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel`)
};

const ja_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホテル`)
};

const ko_landing_type_hotel = /** @type {(inputs: Landing_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`호텔`)
};

/**
* | output |
* | --- |
* | "Hotel" |
*
* @param {Landing_Type_HotelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_hotel = /** @type {((inputs?: Landing_Type_HotelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_HotelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_hotel(inputs)
	if (locale === "fr") return fr_landing_type_hotel(inputs)
	if (locale === "es") return es_landing_type_hotel(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_hotel(inputs)
	if (locale === "ja") return ja_landing_type_hotel(inputs)
	if (locale === "ko") return ko_landing_type_hotel(inputs)
	return en_landing_type_hotel(inputs)
});