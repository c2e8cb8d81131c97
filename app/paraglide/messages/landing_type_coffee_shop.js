/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_Coffee_ShopInputs */

const en_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee shop`)
};

const de_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffeeshop`)
};

const fr_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee shop`)
};

const es_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafetería`)
};

const pt_br2_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafeteria`)
};

const ja_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コーヒーショップ`)
};

const ko_landing_type_coffee_shop = /** @type {(inputs: Landing_Type_Coffee_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커피숍`)
};

/**
* | output |
* | --- |
* | "Coffee shop" |
*
* @param {Landing_Type_Coffee_ShopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_coffee_shop = /** @type {((inputs?: Landing_Type_Coffee_ShopInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_Coffee_ShopInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_coffee_shop(inputs)
	if (locale === "fr") return fr_landing_type_coffee_shop(inputs)
	if (locale === "es") return es_landing_type_coffee_shop(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_coffee_shop(inputs)
	if (locale === "ja") return ja_landing_type_coffee_shop(inputs)
	if (locale === "ko") return ko_landing_type_coffee_shop(inputs)
	return en_landing_type_coffee_shop(inputs)
});