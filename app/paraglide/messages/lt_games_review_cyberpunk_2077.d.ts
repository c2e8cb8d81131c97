/**
* | output |
* | --- |
* | "Very positive: a neon city that grew through many updates" |
*
* @param {Lt_Games_Review_Cyberpunk_2077Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_cyberpunk_2077: ((inputs?: Lt_Games_Review_Cyberpunk_2077Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Cyberpunk_2077Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Cyberpunk_2077Inputs = {};
