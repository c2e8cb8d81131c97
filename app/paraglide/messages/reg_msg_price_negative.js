/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Price_NegativeInputs */

const en_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price cannot be below 0`)
};

const de_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Preis darf nicht unter 0 liegen`)
};

const fr_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix ne peut pas être inférieur à 0`)
};

const es_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio no puede ser inferior a 0`)
};

const pt_br2_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O preço não pode ser menor que 0`)
};

const ja_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金は0未満にできません`)
};

const ko_reg_msg_price_negative = /** @type {(inputs: Reg_Msg_Price_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가격은 0보다 작을 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Price cannot be below 0" |
*
* @param {Reg_Msg_Price_NegativeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_price_negative = /** @type {((inputs?: Reg_Msg_Price_NegativeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Price_NegativeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_price_negative(inputs)
	if (locale === "fr") return fr_reg_msg_price_negative(inputs)
	if (locale === "es") return es_reg_msg_price_negative(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_price_negative(inputs)
	if (locale === "ja") return ja_reg_msg_price_negative(inputs)
	if (locale === "ko") return ko_reg_msg_price_negative(inputs)
	return en_reg_msg_price_negative(inputs)
});