/**
* | output |
* | --- |
* | "Patrons sign in with their own game-platform accounts, and licenses for the library are managed centrally." |
*
* @param {Lt_Libraries_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s0_p1: ((inputs?: Lt_Libraries_S0_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Libraries_S0_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Libraries_S0_P1Inputs = {};
