/**
* | output |
* | --- |
* | "Very positive: one-more-turn strategy across history" |
*
* @param {Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_sid_meier_s_civilization_vi: ((inputs?: Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Sid_Meier_S_Civilization_ViInputs = {};
