/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_PhoneInputs */

const en_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const es_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const pt_br2_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefone`)
};

const ja_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電話番号`)
};

const ko_reg_phone = /** @type {(inputs: Reg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전화번호`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Reg_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_phone = /** @type {((inputs?: Reg_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_phone(inputs)
	if (locale === "fr") return fr_reg_phone(inputs)
	if (locale === "es") return es_reg_phone(inputs)
	if (locale === "pt-BR") return pt_br2_reg_phone(inputs)
	if (locale === "ja") return ja_reg_phone(inputs)
	if (locale === "ko") return ko_reg_phone(inputs)
	return en_reg_phone(inputs)
});