/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_FieldInputs */

const en_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feld`)
};

const fr_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Champ`)
};

const es_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campo`)
};

const pt_br2_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campo`)
};

const ja_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`項目`)
};

const ko_adr_field = /** @type {(inputs: Adr_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`항목`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Adr_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field = /** @type {((inputs?: Adr_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_FieldInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field(inputs)
	if (locale === "fr") return fr_adr_field(inputs)
	if (locale === "es") return es_adr_field(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field(inputs)
	if (locale === "ja") return ja_adr_field(inputs)
	if (locale === "ko") return ko_adr_field(inputs)
	return en_adr_field(inputs)
});