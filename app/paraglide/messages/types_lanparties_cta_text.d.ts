/**
* | output |
* | --- |
* | "Sign up as an organizer, book a call with our team, or ask us anything." |
*
* @param {Types_Lanparties_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_cta_text: ((inputs?: Types_Lanparties_Cta_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Lanparties_Cta_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Lanparties_Cta_TextInputs = {};
