/**
* | output |
* | --- |
* | "A couple of gaming PCs can turn a quiet afternoon into a busy one. We make it easy to offer licensed games without becoming an IT department." |
*
* @param {Types_Coffeeshops_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_hero_text: ((inputs?: Types_Coffeeshops_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Coffeeshops_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Coffeeshops_Hero_TextInputs = {};
