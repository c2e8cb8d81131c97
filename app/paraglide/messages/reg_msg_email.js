/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_EmailInputs */

const en_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const de_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige E-Mail-Adresse ein`)
};

const fr_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

const es_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo válida`)
};

const pt_br2_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um endereço de e-mail válido`)
};

const ja_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効なメールアドレスを入力してください`)
};

const ko_reg_msg_email = /** @type {(inputs: Reg_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`올바른 이메일 주소를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Reg_Msg_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_email = /** @type {((inputs?: Reg_Msg_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_email(inputs)
	if (locale === "fr") return fr_reg_msg_email(inputs)
	if (locale === "es") return es_reg_msg_email(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_email(inputs)
	if (locale === "ja") return ja_reg_msg_email(inputs)
	if (locale === "ko") return ko_reg_msg_email(inputs)
	return en_reg_msg_email(inputs)
});