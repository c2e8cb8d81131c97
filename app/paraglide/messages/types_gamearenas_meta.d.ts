/**
* | output |
* | --- |
* | "Give your game arena a licensed PC game library with local caching, bi-weekly new games and promotion to gamers nearby. Setup takes about 30 minutes." |
*
* @param {Types_Gamearenas_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_meta: ((inputs?: Types_Gamearenas_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Gamearenas_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Gamearenas_MetaInputs = {};
