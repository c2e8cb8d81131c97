/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Price_FromInputs */

const en_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price from`)
};

const de_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis ab`)
};

const fr_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix à partir de`)
};

const es_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio desde`)
};

const pt_br2_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preço a partir de`)
};

const ja_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金（最低）`)
};

const ko_reg_price_from = /** @type {(inputs: Reg_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`최저 가격`)
};

/**
* | output |
* | --- |
* | "Price from" |
*
* @param {Reg_Price_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_price_from = /** @type {((inputs?: Reg_Price_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Price_FromInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_price_from(inputs)
	if (locale === "fr") return fr_reg_price_from(inputs)
	if (locale === "es") return es_reg_price_from(inputs)
	if (locale === "pt-BR") return pt_br2_reg_price_from(inputs)
	if (locale === "ja") return ja_reg_price_from(inputs)
	if (locale === "ko") return ko_reg_price_from(inputs)
	return en_reg_price_from(inputs)
});