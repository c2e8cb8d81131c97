/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_AmenitiesInputs */

const en_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenities`)
};

const de_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstattung`)
};

const fr_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipements`)
};

const es_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

const pt_br2_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comodidades`)
};

const ja_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設備`)
};

const ko_adr_field_amenities = /** @type {(inputs: Adr_Field_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`편의시설`)
};

/**
* | output |
* | --- |
* | "Amenities" |
*
* @param {Adr_Field_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_amenities = /** @type {((inputs?: Adr_Field_AmenitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_AmenitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_amenities(inputs)
	if (locale === "fr") return fr_adr_field_amenities(inputs)
	if (locale === "es") return es_adr_field_amenities(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_amenities(inputs)
	if (locale === "ja") return ja_adr_field_amenities(inputs)
	if (locale === "ko") return ko_adr_field_amenities(inputs)
	return en_adr_field_amenities(inputs)
});