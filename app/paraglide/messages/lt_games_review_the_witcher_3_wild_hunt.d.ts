/**
* | output |
* | --- |
* | "Overwhelmingly positive: a landmark story-driven RPG" |
*
* @param {Lt_Games_Review_The_Witcher_3_Wild_HuntInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_the_witcher_3_wild_hunt: ((inputs?: Lt_Games_Review_The_Witcher_3_Wild_HuntInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_The_Witcher_3_Wild_HuntInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_The_Witcher_3_Wild_HuntInputs = {};
