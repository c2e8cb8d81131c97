/**
* | output |
* | --- |
* | "No setup for customers: they sign in with their own game-platform accounts" |
*
* @param {Lt_Coffeeshops_S0_B0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b0: ((inputs?: Lt_Coffeeshops_S0_B0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Coffeeshops_S0_B0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Coffeeshops_S0_B0Inputs = {};
