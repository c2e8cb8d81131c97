/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Amenity_Food_DrinksInputs */

const en_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food and drinks`)
};

const de_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essen und Getränke`)
};

const fr_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boissons et restauration`)
};

const es_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comida y bebida`)
};

const pt_br2_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comidas e bebidas`)
};

const ja_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`飲食`)
};

const ko_center_amenity_food_drinks = /** @type {(inputs: Center_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`음식과 음료`)
};

/**
* | output |
* | --- |
* | "Food and drinks" |
*
* @param {Center_Amenity_Food_DrinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenity_food_drinks = /** @type {((inputs?: Center_Amenity_Food_DrinksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Amenity_Food_DrinksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_amenity_food_drinks(inputs)
	if (locale === "fr") return fr_center_amenity_food_drinks(inputs)
	if (locale === "es") return es_center_amenity_food_drinks(inputs)
	if (locale === "pt-BR") return pt_br2_center_amenity_food_drinks(inputs)
	if (locale === "ja") return ja_center_amenity_food_drinks(inputs)
	if (locale === "ko") return ko_center_amenity_food_drinks(inputs)
	return en_center_amenity_food_drinks(inputs)
});