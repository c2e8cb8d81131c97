/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_PhoneInputs */

const en_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const es_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const pt_br2_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefone`)
};

const ja_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電話番号`)
};

const ko_adr_field_phone = /** @type {(inputs: Adr_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전화번호`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Adr_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_phone = /** @type {((inputs?: Adr_Field_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_phone(inputs)
	if (locale === "fr") return fr_adr_field_phone(inputs)
	if (locale === "es") return es_adr_field_phone(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_phone(inputs)
	if (locale === "ja") return ja_adr_field_phone(inputs)
	if (locale === "ko") return ko_adr_field_phone(inputs)
	return en_adr_field_phone(inputs)
});