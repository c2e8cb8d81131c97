/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Last_NameInputs */

const en_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const de_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const fr_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const es_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido`)
};

const pt_br2_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobrenome`)
};

const ja_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓`)
};

const ko_reg_last_name = /** @type {(inputs: Reg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`성`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Reg_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_last_name = /** @type {((inputs?: Reg_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Last_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_last_name(inputs)
	if (locale === "fr") return fr_reg_last_name(inputs)
	if (locale === "es") return es_reg_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_last_name(inputs)
	if (locale === "ja") return ja_reg_last_name(inputs)
	if (locale === "ko") return ko_reg_last_name(inputs)
	return en_reg_last_name(inputs)
});