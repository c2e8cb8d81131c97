/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_LatitudeInputs */

const en_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const de_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breitengrad`)
};

const fr_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const es_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

const pt_br2_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const ja_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`緯度`)
};

const ko_adr_field_latitude = /** @type {(inputs: Adr_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위도`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Adr_Field_LatitudeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_latitude = /** @type {((inputs?: Adr_Field_LatitudeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_LatitudeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_latitude(inputs)
	if (locale === "fr") return fr_adr_field_latitude(inputs)
	if (locale === "es") return es_adr_field_latitude(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_latitude(inputs)
	if (locale === "ja") return ja_adr_field_latitude(inputs)
	if (locale === "ko") return ko_adr_field_latitude(inputs)
	return en_adr_field_latitude(inputs)
});