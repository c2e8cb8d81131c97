/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Amenity_Food_DrinksInputs */

const en_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food and drinks`)
};

const de_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essen und Getränke`)
};

const fr_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nourriture et boissons`)
};

const es_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comida y bebida`)
};

const pt_br2_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comida e bebida`)
};

const ja_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`飲食`)
};

const ko_reg_amenity_food_drinks = /** @type {(inputs: Reg_Amenity_Food_DrinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`음식과 음료`)
};

/**
* | output |
* | --- |
* | "Food and drinks" |
*
* @param {Reg_Amenity_Food_DrinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_food_drinks = /** @type {((inputs?: Reg_Amenity_Food_DrinksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Amenity_Food_DrinksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenity_food_drinks(inputs)
	if (locale === "fr") return fr_reg_amenity_food_drinks(inputs)
	if (locale === "es") return es_reg_amenity_food_drinks(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenity_food_drinks(inputs)
	if (locale === "ja") return ja_reg_amenity_food_drinks(inputs)
	if (locale === "ko") return ko_reg_amenity_food_drinks(inputs)
	return en_reg_amenity_food_drinks(inputs)
});