/**
* | output |
* | --- |
* | "Licenses are managed centrally for every machine, and the local content cache keeps game traffic off the campus internet connection." |
*
* @param {Lt_Colleges_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s0_p0: ((inputs?: Lt_Colleges_S0_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Colleges_S0_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Colleges_S0_P0Inputs = {};
