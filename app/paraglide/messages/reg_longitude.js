/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_LongitudeInputs */

const en_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const de_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Längengrad`)
};

const fr_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const es_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

const pt_br2_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const ja_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`経度`)
};

const ko_reg_longitude = /** @type {(inputs: Reg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`경도`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Reg_LongitudeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_longitude = /** @type {((inputs?: Reg_LongitudeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_LongitudeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_longitude(inputs)
	if (locale === "fr") return fr_reg_longitude(inputs)
	if (locale === "es") return es_reg_longitude(inputs)
	if (locale === "pt-BR") return pt_br2_reg_longitude(inputs)
	if (locale === "ja") return ja_reg_longitude(inputs)
	if (locale === "ko") return ko_reg_longitude(inputs)
	return en_reg_longitude(inputs)
});