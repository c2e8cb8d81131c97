/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_LocationInputs */

const en_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const de_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const pt_br2_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local`)
};

const ja_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場`)
};

const ko_reg_location = /** @type {(inputs: Reg_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reg_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_location = /** @type {((inputs?: Reg_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_location(inputs)
	if (locale === "fr") return fr_reg_location(inputs)
	if (locale === "es") return es_reg_location(inputs)
	if (locale === "pt-BR") return pt_br2_reg_location(inputs)
	if (locale === "ja") return ja_reg_location(inputs)
	if (locale === "ko") return ko_reg_location(inputs)
	return en_reg_location(inputs)
});