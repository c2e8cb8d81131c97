/**
* | output |
* | --- |
* | "Mixed: a dark action RPG with regular seasonal content" |
*
* @param {Lt_Games_Review_Diablo_IvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_diablo_iv: ((inputs?: Lt_Games_Review_Diablo_IvInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Diablo_IvInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Diablo_IvInputs = {};
