/**
* | output |
* | --- |
* | "Game afternoons, family sessions and small tournaments bring in visitors who may not have come through your doors before." |
*
* @param {Lt_Libraries_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s0_p0: ((inputs?: Lt_Libraries_S0_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Libraries_S0_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Libraries_S0_P0Inputs = {};
