/**
* | output |
* | --- |
* | "Very positive: approachable controls over a deep fighting core" |
*
* @param {Lt_Games_Review_Street_Fighter_6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_street_fighter_6: ((inputs?: Lt_Games_Review_Street_Fighter_6Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Street_Fighter_6Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Street_Fighter_6Inputs = {};
