/**
* | output |
* | --- |
* | "Customers use their own game-platform accounts. New games arrive bi-weekly, automatically." |
*
* @param {Lt_Gamecafe_S0_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step2_text: ((inputs?: Lt_Gamecafe_S0_Step2_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamecafe_S0_Step2_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamecafe_S0_Step2_TextInputs = {};
