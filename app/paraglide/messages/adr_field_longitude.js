/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_LongitudeInputs */

const en_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const de_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Längengrad`)
};

const fr_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const es_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

const pt_br2_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const ja_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`経度`)
};

const ko_adr_field_longitude = /** @type {(inputs: Adr_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`경도`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Adr_Field_LongitudeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_longitude = /** @type {((inputs?: Adr_Field_LongitudeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_LongitudeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_longitude(inputs)
	if (locale === "fr") return fr_adr_field_longitude(inputs)
	if (locale === "es") return es_adr_field_longitude(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_longitude(inputs)
	if (locale === "ja") return ja_adr_field_longitude(inputs)
	if (locale === "ko") return ko_adr_field_longitude(inputs)
	return en_adr_field_longitude(inputs)
});