/**
* | output |
* | --- |
* | "Coffee, Community and Games" |
*
* @param {Types_Coffeeshops_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_hero: ((inputs?: Types_Coffeeshops_HeroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Coffeeshops_HeroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Coffeeshops_HeroInputs = {};
