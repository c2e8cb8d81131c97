/**
* | output |
* | --- |
* | "Register your party and, once our team has reviewed it, it is listed on the gamer platform. Organizers also join our owners' community to share tips and dates." |
*
* @param {Lt_Lanparties_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s1_p0: ((inputs?: Lt_Lanparties_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Lanparties_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Lanparties_S1_P0Inputs = {};
