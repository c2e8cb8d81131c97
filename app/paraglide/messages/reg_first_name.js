/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_First_NameInputs */

const en_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const de_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const fr_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

const es_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名`)
};

const ko_reg_first_name = /** @type {(inputs: Reg_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Reg_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_first_name = /** @type {((inputs?: Reg_First_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_First_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_first_name(inputs)
	if (locale === "fr") return fr_reg_first_name(inputs)
	if (locale === "es") return es_reg_first_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_first_name(inputs)
	if (locale === "ja") return ja_reg_first_name(inputs)
	if (locale === "ko") return ko_reg_first_name(inputs)
	return en_reg_first_name(inputs)
});