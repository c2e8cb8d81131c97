/**
* | output |
* | --- |
* | "Very positive: a festival of open-world racing" |
*
* @param {Lt_Games_Review_Forza_Horizon_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_forza_horizon_5: ((inputs?: Lt_Games_Review_Forza_Horizon_5Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Forza_Horizon_5Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Forza_Horizon_5Inputs = {};
