/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_ImageInputs */

const en_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const de_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

const fr_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const es_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen`)
};

const pt_br2_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem`)
};

const ja_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`画像`)
};

const ko_adr_field_image = /** @type {(inputs: Adr_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이미지`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Adr_Field_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_image = /** @type {((inputs?: Adr_Field_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_ImageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_image(inputs)
	if (locale === "fr") return fr_adr_field_image(inputs)
	if (locale === "es") return es_adr_field_image(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_image(inputs)
	if (locale === "ja") return ja_adr_field_image(inputs)
	if (locale === "ko") return ko_adr_field_image(inputs)
	return en_adr_field_image(inputs)
});