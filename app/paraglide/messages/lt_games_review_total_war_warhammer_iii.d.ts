/**
* | output |
* | --- |
* | "Mostly positive: huge fantasy battles on a grand strategy map" |
*
* @param {Lt_Games_Review_Total_War_Warhammer_IiiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_total_war_warhammer_iii: ((inputs?: Lt_Games_Review_Total_War_Warhammer_IiiInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Total_War_Warhammer_IiiInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Total_War_Warhammer_IiiInputs = {};
