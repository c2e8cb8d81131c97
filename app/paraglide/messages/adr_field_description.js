/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_DescriptionInputs */

const en_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const de_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

const fr_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const pt_br2_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descrição`)
};

const ja_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`説明`)
};

const ko_adr_field_description = /** @type {(inputs: Adr_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설명`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Adr_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_description = /** @type {((inputs?: Adr_Field_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_description(inputs)
	if (locale === "fr") return fr_adr_field_description(inputs)
	if (locale === "es") return es_adr_field_description(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_description(inputs)
	if (locale === "ja") return ja_adr_field_description(inputs)
	if (locale === "ko") return ko_adr_field_description(inputs)
	return en_adr_field_description(inputs)
});