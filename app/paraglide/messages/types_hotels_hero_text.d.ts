/**
* | output |
* | --- |
* | "Travelling gamers choose hotels where they can play. Add gaming at the level that suits your property, from a few PCs in the lounge to a full arena." |
*
* @param {Types_Hotels_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_hero_text: ((inputs?: Types_Hotels_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Hotels_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Hotels_Hero_TextInputs = {};
