/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_PlaceInputs */

const en_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const de_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const pt_br2_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local`)
};

const ja_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所`)
};

const ko_adr_field_place = /** @type {(inputs: Adr_Field_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소`)
};

/**
* | output |
* | --- |
* | "Place" |
*
* @param {Adr_Field_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_place = /** @type {((inputs?: Adr_Field_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_place(inputs)
	if (locale === "fr") return fr_adr_field_place(inputs)
	if (locale === "es") return es_adr_field_place(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_place(inputs)
	if (locale === "ja") return ja_adr_field_place(inputs)
	if (locale === "ko") return ko_adr_field_place(inputs)
	return en_adr_field_place(inputs)
});