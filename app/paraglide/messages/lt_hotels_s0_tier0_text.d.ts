/**
* | output |
* | --- |
* | "A few gaming PCs in a lounge or business center, with the full licensed library. The simplest way to start." |
*
* @param {Lt_Hotels_S0_Tier0_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier0_text: ((inputs?: Lt_Hotels_S0_Tier0_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Hotels_S0_Tier0_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Hotels_S0_Tier0_TextInputs = {};
