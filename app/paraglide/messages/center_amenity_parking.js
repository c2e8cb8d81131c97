/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Amenity_ParkingInputs */

const en_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parking`)
};

const de_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parkplätze`)
};

const fr_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parking`)
};

const es_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparcamiento`)
};

const pt_br2_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estacionamento`)
};

const ja_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`駐車場`)
};

const ko_center_amenity_parking = /** @type {(inputs: Center_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주차`)
};

/**
* | output |
* | --- |
* | "Parking" |
*
* @param {Center_Amenity_ParkingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenity_parking = /** @type {((inputs?: Center_Amenity_ParkingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Amenity_ParkingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_amenity_parking(inputs)
	if (locale === "fr") return fr_center_amenity_parking(inputs)
	if (locale === "es") return es_center_amenity_parking(inputs)
	if (locale === "pt-BR") return pt_br2_center_amenity_parking(inputs)
	if (locale === "ja") return ja_center_amenity_parking(inputs)
	if (locale === "ko") return ko_center_amenity_parking(inputs)
	return en_center_amenity_parking(inputs)
});