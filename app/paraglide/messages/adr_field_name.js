/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_NameInputs */

const en_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const es_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名前`)
};

const ko_adr_field_name = /** @type {(inputs: Adr_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Adr_Field_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_name = /** @type {((inputs?: Adr_Field_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_name(inputs)
	if (locale === "fr") return fr_adr_field_name(inputs)
	if (locale === "es") return es_adr_field_name(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_name(inputs)
	if (locale === "ja") return ja_adr_field_name(inputs)
	if (locale === "ko") return ko_adr_field_name(inputs)
	return en_adr_field_name(inputs)
});