/**
* | output |
* | --- |
* | "The library is set up in about 30 minutes, licenses are managed centrally and new games arrive bi-weekly. A local content cache keeps the school network quiet." |
*
* @param {Lt_Schools_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s1_p0: ((inputs?: Lt_Schools_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Schools_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Schools_S1_P0Inputs = {};
