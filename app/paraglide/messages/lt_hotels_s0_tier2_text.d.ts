/**
* | output |
* | --- |
* | "A full on-site arena for tournaments, corporate events and showcases, with our team helping you plan the events calendar." |
*
* @param {Lt_Hotels_S0_Tier2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier2_text: ((inputs?: Lt_Hotels_S0_Tier2_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Hotels_S0_Tier2_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Hotels_S0_Tier2_TextInputs = {};
