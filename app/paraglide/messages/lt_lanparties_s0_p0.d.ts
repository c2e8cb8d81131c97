/**
* | output |
* | --- |
* | "Set up the library in about 30 minutes. The local content cache means games are pulled once over the venue's connection and shared across every table." |
*
* @param {Lt_Lanparties_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s0_p0: ((inputs?: Lt_Lanparties_S0_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Lanparties_S0_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Lanparties_S0_P0Inputs = {};
