/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Currency_RequiredInputs */

const en_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency is required with a price`)
};

const de_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu einem Preis gehört eine Währung`)
};

const fr_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La devise est obligatoire avec un prix`)
};

const es_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La moneda es obligatoria si indicas un precio`)
};

const pt_br2_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A moeda é obrigatória quando há preço`)
};

const ja_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金を入力した場合は通貨が必須です`)
};

const ko_reg_msg_currency_required = /** @type {(inputs: Reg_Msg_Currency_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가격을 입력하면 통화가 필요합니다`)
};

/**
* | output |
* | --- |
* | "Currency is required with a price" |
*
* @param {Reg_Msg_Currency_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_currency_required = /** @type {((inputs?: Reg_Msg_Currency_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Currency_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_currency_required(inputs)
	if (locale === "fr") return fr_reg_msg_currency_required(inputs)
	if (locale === "es") return es_reg_msg_currency_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_currency_required(inputs)
	if (locale === "ja") return ja_reg_msg_currency_required(inputs)
	if (locale === "ko") return ko_reg_msg_currency_required(inputs)
	return en_reg_msg_currency_required(inputs)
});