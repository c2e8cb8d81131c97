/**
* | output |
* | --- |
* | "Overwhelmingly positive: a sandbox of community-made modes" |
*
* @param {Lt_Games_Review_Garry_S_ModInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_garry_s_mod: ((inputs?: Lt_Games_Review_Garry_S_ModInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Garry_S_ModInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Garry_S_ModInputs = {};
