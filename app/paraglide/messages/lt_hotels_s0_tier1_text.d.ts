/**
* | output |
* | --- |
* | "Dedicated gaming rooms or suites with high-end PCs that guests can book, and promotion on the gamer platform." |
*
* @param {Lt_Hotels_S0_Tier1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier1_text: ((inputs?: Lt_Hotels_S0_Tier1_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Hotels_S0_Tier1_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Hotels_S0_Tier1_TextInputs = {};
