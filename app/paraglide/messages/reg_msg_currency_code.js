/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Currency_CodeInputs */

const en_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency must be a 3-letter ISO 4217 code such as EUR`)
};

const de_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Währung muss ein dreistelliger ISO-4217-Code wie EUR sein`)
};

const fr_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La devise doit être un code ISO 4217 à 3 lettres, comme EUR`)
};

const es_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La moneda debe ser un código ISO 4217 de 3 letras, como EUR`)
};

const pt_br2_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moeda deve ser um código ISO 4217 de 3 letras, como EUR`)
};

const ja_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通貨は EUR のような3文字の ISO 4217 コードで入力してください`)
};

const ko_reg_msg_currency_code = /** @type {(inputs: Reg_Msg_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`통화는 EUR처럼 3자리 ISO 4217 코드여야 합니다`)
};

/**
* | output |
* | --- |
* | "Currency must be a 3-letter ISO 4217 code such as EUR" |
*
* @param {Reg_Msg_Currency_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_currency_code = /** @type {((inputs?: Reg_Msg_Currency_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Currency_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_currency_code(inputs)
	if (locale === "fr") return fr_reg_msg_currency_code(inputs)
	if (locale === "es") return es_reg_msg_currency_code(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_currency_code(inputs)
	if (locale === "ja") return ja_reg_msg_currency_code(inputs)
	if (locale === "ko") return ko_reg_msg_currency_code(inputs)
	return en_reg_msg_currency_code(inputs)
});