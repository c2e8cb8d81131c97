/**
* | output |
* | --- |
* | "Mixed: detailed vehicle combat on land, in the air and at sea" |
*
* @param {Lt_Games_Review_War_ThunderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_war_thunder: ((inputs?: Lt_Games_Review_War_ThunderInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_War_ThunderInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_War_ThunderInputs = {};
