/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_StartsInputs */

const en_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const de_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

const fr_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début`)
};

const es_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

const pt_br2_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

const ja_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

const ko_adr_field_starts = /** @type {(inputs: Adr_Field_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Adr_Field_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_starts = /** @type {((inputs?: Adr_Field_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_StartsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_starts(inputs)
	if (locale === "fr") return fr_adr_field_starts(inputs)
	if (locale === "es") return es_adr_field_starts(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_starts(inputs)
	if (locale === "ja") return ja_adr_field_starts(inputs)
	if (locale === "ko") return ko_adr_field_starts(inputs)
	return en_adr_field_starts(inputs)
});