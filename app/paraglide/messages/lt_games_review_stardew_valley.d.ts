/**
* | output |
* | --- |
* | "Overwhelmingly positive: relaxing farm life, also in co-op" |
*
* @param {Lt_Games_Review_Stardew_ValleyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_stardew_valley: ((inputs?: Lt_Games_Review_Stardew_ValleyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Stardew_ValleyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Stardew_ValleyInputs = {};
