/**
* | output |
* | --- |
* | "Overwhelmingly positive: four miners, one cave, lots of teamwork" |
*
* @param {Lt_Games_Review_Deep_Rock_GalacticInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_deep_rock_galactic: ((inputs?: Lt_Games_Review_Deep_Rock_GalacticInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Deep_Rock_GalacticInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Deep_Rock_GalacticInputs = {};
