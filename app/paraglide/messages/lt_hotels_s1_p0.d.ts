/**
* | output |
* | --- |
* | "We work with hardware, furniture and installation partners who can equip your rooms, so you deal with one plan instead of a dozen suppliers." |
*
* @param {Lt_Hotels_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s1_p0: ((inputs?: Lt_Hotels_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Hotels_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Hotels_S1_P0Inputs = {};
