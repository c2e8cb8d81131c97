/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_LatitudeInputs */

const en_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const de_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breitengrad`)
};

const fr_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const es_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

const pt_br2_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const ja_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`緯度`)
};

const ko_reg_latitude = /** @type {(inputs: Reg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위도`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Reg_LatitudeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_latitude = /** @type {((inputs?: Reg_LatitudeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_LatitudeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_latitude(inputs)
	if (locale === "fr") return fr_reg_latitude(inputs)
	if (locale === "es") return es_reg_latitude(inputs)
	if (locale === "pt-BR") return pt_br2_reg_latitude(inputs)
	if (locale === "ja") return ja_reg_latitude(inputs)
	if (locale === "ko") return ko_reg_latitude(inputs)
	return en_reg_latitude(inputs)
});