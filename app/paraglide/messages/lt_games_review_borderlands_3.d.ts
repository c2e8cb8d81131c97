/**
* | output |
* | --- |
* | "Mostly positive: loot-heavy co-op shooting with plenty of humor" |
*
* @param {Lt_Games_Review_Borderlands_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_borderlands_3: ((inputs?: Lt_Games_Review_Borderlands_3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Borderlands_3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Borderlands_3Inputs = {};
