/**
* | output |
* | --- |
* | "Sign up, book a meeting with our team, or send us your questions." |
*
* @param {Types_Coffeeshops_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_cta_text: ((inputs?: Types_Coffeeshops_Cta_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Coffeeshops_Cta_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Coffeeshops_Cta_TextInputs = {};
