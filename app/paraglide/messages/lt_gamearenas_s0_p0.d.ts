/**
* | output |
* | --- |
* | "A local content cache stores each game once on your network, so a full floor can install and update without waiting on your internet line." |
*
* @param {Lt_Gamearenas_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s0_p0: ((inputs?: Lt_Gamearenas_S0_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Gamearenas_S0_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Gamearenas_S0_P0Inputs = {};
