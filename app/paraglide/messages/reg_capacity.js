/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_CapacityInputs */

const en_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity`)
};

const de_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapazität`)
};

const fr_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité`)
};

const es_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aforo`)
};

const pt_br2_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacidade`)
};

const ja_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定員`)
};

const ko_reg_capacity = /** @type {(inputs: Reg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정원`)
};

/**
* | output |
* | --- |
* | "Capacity" |
*
* @param {Reg_CapacityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_capacity = /** @type {((inputs?: Reg_CapacityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_CapacityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_capacity(inputs)
	if (locale === "fr") return fr_reg_capacity(inputs)
	if (locale === "es") return es_reg_capacity(inputs)
	if (locale === "pt-BR") return pt_br2_reg_capacity(inputs)
	if (locale === "ja") return ja_reg_capacity(inputs)
	if (locale === "ko") return ko_reg_capacity(inputs)
	return en_reg_capacity(inputs)
});