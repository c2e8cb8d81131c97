/**
* | output |
* | --- |
* | "Attendees sign in with their own game-platform accounts, so nobody needs to own every game in the tournament line-up." |
*
* @param {Lt_Lanparties_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s0_p1: ((inputs?: Lt_Lanparties_S0_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Lanparties_S0_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Lanparties_S0_P1Inputs = {};
