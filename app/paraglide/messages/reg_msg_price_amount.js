/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Price_AmountInputs */

const en_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price must be an amount such as 12.50`)
};

const de_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Preis muss ein Betrag wie 12.50 sein`)
};

const fr_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix doit être un montant comme 12.50`)
};

const es_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio debe ser un importe como 12.50`)
};

const pt_br2_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O preço deve ser um valor como 12.50`)
};

const ja_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金は 12.50 のような金額で入力してください`)
};

const ko_reg_msg_price_amount = /** @type {(inputs: Reg_Msg_Price_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가격은 12.50과 같은 금액이어야 합니다`)
};

/**
* | output |
* | --- |
* | "Price must be an amount such as 12.50" |
*
* @param {Reg_Msg_Price_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_price_amount = /** @type {((inputs?: Reg_Msg_Price_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Price_AmountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_price_amount(inputs)
	if (locale === "fr") return fr_reg_msg_price_amount(inputs)
	if (locale === "es") return es_reg_msg_price_amount(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_price_amount(inputs)
	if (locale === "ja") return ja_reg_msg_price_amount(inputs)
	if (locale === "ko") return ko_reg_msg_price_amount(inputs)
	return en_reg_msg_price_amount(inputs)
});