/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_Price_FromInputs */

const en_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price from`)
};

const de_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis ab`)
};

const fr_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix à partir de`)
};

const es_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio desde`)
};

const pt_br2_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preço a partir de`)
};

const ja_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低価格`)
};

const ko_adr_field_price_from = /** @type {(inputs: Adr_Field_Price_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`최저 가격`)
};

/**
* | output |
* | --- |
* | "Price from" |
*
* @param {Adr_Field_Price_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_price_from = /** @type {((inputs?: Adr_Field_Price_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_Price_FromInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_price_from(inputs)
	if (locale === "fr") return fr_adr_field_price_from(inputs)
	if (locale === "es") return es_adr_field_price_from(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_price_from(inputs)
	if (locale === "ja") return ja_adr_field_price_from(inputs)
	if (locale === "ko") return ko_adr_field_price_from(inputs)
	return en_adr_field_price_from(inputs)
});