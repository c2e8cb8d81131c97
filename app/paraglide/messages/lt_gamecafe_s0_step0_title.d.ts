/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Lt_Gamecafe_S0_Step0_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step0_title: ((inputs?: Lt_Gamecafe_S0_Step0_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamecafe_S0_Step0_TitleInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamecafe_S0_Step0_TitleInputs = {};
