/**
* | output |
* | --- |
* | "Players sign in with their own game-platform accounts. Their progress, friends and saves come with them, and you never share or manage logins." |
*
* @param {Lt_Gamearenas_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s0_p1: ((inputs?: Lt_Gamearenas_S0_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamearenas_S0_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamearenas_S0_P1Inputs = {};
