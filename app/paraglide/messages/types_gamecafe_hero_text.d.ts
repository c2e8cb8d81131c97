/**
* | output |
* | --- |
* | "Stop juggling accounts and licenses. Our PC café program puts a large, licensed game library on every machine and keeps it up to date for you." |
*
* @param {Types_Gamecafe_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_hero_text: ((inputs?: Types_Gamecafe_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Gamecafe_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Gamecafe_Hero_TextInputs = {};
