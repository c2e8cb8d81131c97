/**
* | output |
* | --- |
* | "Very positive: pirate crews, ship battles and shared stories" |
*
* @param {Lt_Games_Review_Sea_Of_ThievesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_sea_of_thieves: ((inputs?: Lt_Games_Review_Sea_Of_ThievesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Sea_Of_ThievesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Sea_Of_ThievesInputs = {};
