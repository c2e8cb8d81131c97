/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_DescriptionInputs */

const en_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const de_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

const fr_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const pt_br2_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

const ja_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`説明`)
};

const ko_reg_description = /** @type {(inputs: Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설명`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Reg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_description = /** @type {((inputs?: Reg_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_description(inputs)
	if (locale === "fr") return fr_reg_description(inputs)
	if (locale === "es") return es_reg_description(inputs)
	if (locale === "pt-BR") return pt_br2_reg_description(inputs)
	if (locale === "ja") return ja_reg_description(inputs)
	if (locale === "ko") return ko_reg_description(inputs)
	return en_reg_description(inputs)
});