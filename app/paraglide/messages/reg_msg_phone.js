/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_PhoneInputs */

const en_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please use only digits, spaces, +, - and parentheses in the phone number`)
};

const de_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte verwende in der Telefonnummer nur Ziffern, Leerzeichen, +, - und Klammern`)
};

const fr_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez uniquement des chiffres, des espaces, +, - et des parenthèses dans le numéro de téléphone`)
};

const es_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa solo dígitos, espacios, +, - y paréntesis en el número de teléfono`)
};

const pt_br2_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use apenas dígitos, espaços, +, - e parênteses no número de telefone`)
};

const ja_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電話番号には数字、スペース、+、-、かっこのみを使用してください`)
};

const ko_reg_msg_phone = /** @type {(inputs: Reg_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전화번호에는 숫자, 공백, +, -, 괄호만 사용하세요`)
};

/**
* | output |
* | --- |
* | "Please use only digits, spaces, +, - and parentheses in the phone number" |
*
* @param {Reg_Msg_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_phone = /** @type {((inputs?: Reg_Msg_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_phone(inputs)
	if (locale === "fr") return fr_reg_msg_phone(inputs)
	if (locale === "es") return es_reg_msg_phone(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_phone(inputs)
	if (locale === "ja") return ja_reg_msg_phone(inputs)
	if (locale === "ko") return ko_reg_msg_phone(inputs)
	return en_reg_msg_phone(inputs)
});