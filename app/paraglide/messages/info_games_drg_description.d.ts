/**
* | output |
* | --- |
* | "A co-op shooter for up to four players who mine, fight and explore their way through caves that are different every time. Perfect for a row of PCs and a team..." |
*
* @param {Info_Games_Drg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_drg_description: ((inputs?: Info_Games_Drg_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_Drg_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_Drg_DescriptionInputs = {};
