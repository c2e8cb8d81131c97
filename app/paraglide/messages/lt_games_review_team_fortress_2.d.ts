/**
* | output |
* | --- |
* | "Very positive: class-based chaos with lasting charm" |
*
* @param {Lt_Games_Review_Team_Fortress_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_team_fortress_2: ((inputs?: Lt_Games_Review_Team_Fortress_2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Team_Fortress_2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Team_Fortress_2Inputs = {};
