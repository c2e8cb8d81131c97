/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_PhoneInputs */

const en_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const es_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const pt_br2_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefone`)
};

const ja_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電話`)
};

const ko_center_phone = /** @type {(inputs: Center_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전화`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Center_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_phone = /** @type {((inputs?: Center_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_phone(inputs)
	if (locale === "fr") return fr_center_phone(inputs)
	if (locale === "es") return es_center_phone(inputs)
	if (locale === "pt-BR") return pt_br2_center_phone(inputs)
	if (locale === "ja") return ja_center_phone(inputs)
	if (locale === "ko") return ko_center_phone(inputs)
	return en_center_phone(inputs)
});