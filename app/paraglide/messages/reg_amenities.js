/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_AmenitiesInputs */

const en_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenities`)
};

const de_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extras`)
};

const fr_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const es_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comodidades`)
};

const pt_br2_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comodidades`)
};

const ja_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サービス・設備`)
};

const ko_reg_amenities = /** @type {(inputs: Reg_AmenitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`편의 시설`)
};

/**
* | output |
* | --- |
* | "Amenities" |
*
* @param {Reg_AmenitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenities = /** @type {((inputs?: Reg_AmenitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_AmenitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenities(inputs)
	if (locale === "fr") return fr_reg_amenities(inputs)
	if (locale === "es") return es_reg_amenities(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenities(inputs)
	if (locale === "ja") return ja_reg_amenities(inputs)
	if (locale === "ko") return ko_reg_amenities(inputs)
	return en_reg_amenities(inputs)
});