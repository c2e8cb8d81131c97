/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Amenity_ParkingInputs */

const en_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parking`)
};

const de_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parkplätze`)
};

const fr_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parking`)
};

const es_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparcamiento`)
};

const pt_br2_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estacionamento`)
};

const ja_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`駐車場`)
};

const ko_reg_amenity_parking = /** @type {(inputs: Reg_Amenity_ParkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주차`)
};

/**
* | output |
* | --- |
* | "Parking" |
*
* @param {Reg_Amenity_ParkingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_parking = /** @type {((inputs?: Reg_Amenity_ParkingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Amenity_ParkingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenity_parking(inputs)
	if (locale === "fr") return fr_reg_amenity_parking(inputs)
	if (locale === "es") return es_reg_amenity_parking(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenity_parking(inputs)
	if (locale === "ja") return ja_reg_amenity_parking(inputs)
	if (locale === "ko") return ko_reg_amenity_parking(inputs)
	return en_reg_amenity_parking(inputs)
});