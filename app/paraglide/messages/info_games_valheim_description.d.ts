/**
* | output |
* | --- |
* | "A survival and exploration game set in a Norse-inspired world. Groups gather, build and sail together, which makes it a favourite for long sessions at a LAN ..." |
*
* @param {Info_Games_Valheim_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_valheim_description: ((inputs?: Info_Games_Valheim_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_Valheim_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_Valheim_DescriptionInputs = {};
