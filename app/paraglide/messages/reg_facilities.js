/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_FacilitiesInputs */

const en_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilities`)
};

const de_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstattung`)
};

const fr_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipements`)
};

const es_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

const pt_br2_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estrutura`)
};

const ja_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設備`)
};

const ko_reg_facilities = /** @type {(inputs: Reg_FacilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시설`)
};

/**
* | output |
* | --- |
* | "Facilities" |
*
* @param {Reg_FacilitiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_facilities = /** @type {((inputs?: Reg_FacilitiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_FacilitiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_facilities(inputs)
	if (locale === "fr") return fr_reg_facilities(inputs)
	if (locale === "es") return es_reg_facilities(inputs)
	if (locale === "pt-BR") return pt_br2_reg_facilities(inputs)
	if (locale === "ja") return ja_reg_facilities(inputs)
	if (locale === "ko") return ko_reg_facilities(inputs)
	return en_reg_facilities(inputs)
});