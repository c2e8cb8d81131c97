/**
* | output |
* | --- |
* | "Students sign in with their own game-platform accounts, so there are no shared logins to hand out or reset." |
*
* @param {Lt_Colleges_S0_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s0_p1: ((inputs?: Lt_Colleges_S0_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Colleges_S0_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Colleges_S0_P1Inputs = {};
