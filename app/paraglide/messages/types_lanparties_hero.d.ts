/**
* | output |
* | --- |
* | "Make Your LAN Party the One Everyone Remembers" |
*
* @param {Types_Lanparties_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_hero: ((inputs?: Types_Lanparties_HeroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Lanparties_HeroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Lanparties_HeroInputs = {};
