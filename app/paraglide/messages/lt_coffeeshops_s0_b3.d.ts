/**
* | output |
* | --- |
* | "Scales to any size, from a single PC to a whole back room" |
*
* @param {Lt_Coffeeshops_S0_B3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b3: ((inputs?: Lt_Coffeeshops_S0_B3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Coffeeshops_S0_B3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Coffeeshops_S0_B3Inputs = {};
