/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_PriceInputs */

const en_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const de_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

const fr_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

const es_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

const pt_br2_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preço`)
};

const ja_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`料金`)
};

const ko_center_price = /** @type {(inputs: Center_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가격`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Center_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_price = /** @type {((inputs?: Center_PriceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_PriceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_price(inputs)
	if (locale === "fr") return fr_center_price(inputs)
	if (locale === "es") return es_center_price(inputs)
	if (locale === "pt-BR") return pt_br2_center_price(inputs)
	if (locale === "ja") return ja_center_price(inputs)
	if (locale === "ko") return ko_center_price(inputs)
	return en_center_price(inputs)
});