/**
* | output |
* | --- |
* | "Mixed: blockbuster campaigns and fast online multiplayer" |
*
* @param {Lt_Games_Review_Call_Of_DutyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_call_of_duty: ((inputs?: Lt_Games_Review_Call_Of_DutyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Call_Of_DutyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Call_Of_DutyInputs = {};
