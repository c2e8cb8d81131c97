/**
* | output |
* | --- |
* | "Very positive: a huge skill tree for players who love builds" |
*
* @param {Lt_Games_Review_Path_Of_ExileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_path_of_exile: ((inputs?: Lt_Games_Review_Path_Of_ExileInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Path_Of_ExileInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Path_Of_ExileInputs = {};
