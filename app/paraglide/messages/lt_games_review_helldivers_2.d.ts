/**
* | output |
* | --- |
* | "Mostly positive: chaotic squad battles against alien swarms" |
*
* @param {Lt_Games_Review_Helldivers_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_helldivers_2: ((inputs?: Lt_Games_Review_Helldivers_2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Helldivers_2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Helldivers_2Inputs = {};
