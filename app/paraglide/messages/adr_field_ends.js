/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_EndsInputs */

const en_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

const de_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

const fr_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const es_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const pt_br2_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Término`)
};

const ja_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了`)
};

const ko_adr_field_ends = /** @type {(inputs: Adr_Field_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Adr_Field_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_ends = /** @type {((inputs?: Adr_Field_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_EndsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_ends(inputs)
	if (locale === "fr") return fr_adr_field_ends(inputs)
	if (locale === "es") return es_adr_field_ends(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_ends(inputs)
	if (locale === "ja") return ja_adr_field_ends(inputs)
	if (locale === "ko") return ko_adr_field_ends(inputs)
	return en_adr_field_ends(inputs)
});