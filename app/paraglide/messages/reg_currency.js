/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_CurrencyInputs */

const en_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const de_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Währung`)
};

const fr_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise`)
};

const es_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

const pt_br2_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda`)
};

const ja_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通貨`)
};

const ko_reg_currency = /** @type {(inputs: Reg_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`통화`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Reg_CurrencyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_currency = /** @type {((inputs?: Reg_CurrencyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_CurrencyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_currency(inputs)
	if (locale === "fr") return fr_reg_currency(inputs)
	if (locale === "es") return es_reg_currency(inputs)
	if (locale === "pt-BR") return pt_br2_reg_currency(inputs)
	if (locale === "ja") return ja_reg_currency(inputs)
	if (locale === "ko") return ko_reg_currency(inputs)
	return en_reg_currency(inputs)
});