/**
* | output |
* | --- |
* | "Food and drinks" |
*
* @param {Center_Amenity_Food_DrinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenity_food_drinks: ((inputs?: Center_Amenity_Food_DrinksInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Center_Amenity_Food_DrinksInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Center_Amenity_Food_DrinksInputs = {};
