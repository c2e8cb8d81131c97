/**
* | output |
* | --- |
* | "Your arena has the hardware and the crowd. We add a large library of licensed PC games, keep it fresh every two weeks and help gamers find you." |
*
* @param {Types_Gamearenas_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_hero_text: ((inputs?: Types_Gamearenas_Hero_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Gamearenas_Hero_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Gamearenas_Hero_TextInputs = {};
