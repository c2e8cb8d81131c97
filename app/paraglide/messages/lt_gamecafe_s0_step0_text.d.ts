/**
* | output |
* | --- |
* | "Create an account, register your café and choose the LAN Center Subscription." |
*
* @param {Lt_Gamecafe_S0_Step0_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step0_text: ((inputs?: Lt_Gamecafe_S0_Step0_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamecafe_S0_Step0_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamecafe_S0_Step0_TextInputs = {};
