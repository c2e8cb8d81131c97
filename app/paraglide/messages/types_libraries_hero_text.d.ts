/**
* | output |
* | --- |
* | "Libraries are community spaces, and games are part of today's culture. Offer patrons a licensed PC game library alongside your books, films and computers." |
*
* @param {Types_Libraries_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_hero_text: ((inputs?: Types_Libraries_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Libraries_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Libraries_Hero_TextInputs = {};
