/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_Price_CurrencyInputs */

const en_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price currency`)
};

const de_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Währung des Preises`)
};

const fr_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise du prix`)
};

const es_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda del precio`)
};

const pt_br2_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moeda do preço`)
};

const ja_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`価格の通貨`)
};

const ko_adr_field_price_currency = /** @type {(inputs: Adr_Field_Price_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가격 통화`)
};

/**
* | output |
* | --- |
* | "Price currency" |
*
* @param {Adr_Field_Price_CurrencyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_price_currency = /** @type {((inputs?: Adr_Field_Price_CurrencyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_Price_CurrencyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_price_currency(inputs)
	if (locale === "fr") return fr_adr_field_price_currency(inputs)
	if (locale === "es") return es_adr_field_price_currency(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_price_currency(inputs)
	if (locale === "ja") return ja_adr_field_price_currency(inputs)
	if (locale === "ko") return ko_adr_field_price_currency(inputs)
	return en_adr_field_price_currency(inputs)
});