/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_PhotosInputs */

const en_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const de_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const fr_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const es_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const pt_br2_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const ja_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真`)
};

const ko_adr_field_photos = /** @type {(inputs: Adr_Field_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Adr_Field_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_photos = /** @type {((inputs?: Adr_Field_PhotosInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_PhotosInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_photos(inputs)
	if (locale === "fr") return fr_adr_field_photos(inputs)
	if (locale === "es") return es_adr_field_photos(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_photos(inputs)
	if (locale === "ja") return ja_adr_field_photos(inputs)
	if (locale === "ko") return ko_adr_field_photos(inputs)
	return en_adr_field_photos(inputs)
});