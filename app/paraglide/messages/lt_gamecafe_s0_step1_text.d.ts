/**
* | output |
* | --- |
* | "Our team contacts you within 1-2 business days and helps you install the client and the local content cache." |
*
* @param {Lt_Gamecafe_S0_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step1_text: ((inputs?: Lt_Gamecafe_S0_Step1_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamecafe_S0_Step1_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamecafe_S0_Step1_TextInputs = {};
