/**
* | output |
* | --- |
* | "(store page, opens in a new tab)" |
*
* @param {Info_Games_Store_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_store_new_tab: ((inputs?: Info_Games_Store_New_TabInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_Store_New_TabInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_Store_New_TabInputs = {};
