/**
* | output |
* | --- |
* | "Overwhelmingly positive: a real-time strategy classic restored" |
*
* @param {Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_age_of_empires_ii_definitive_edition: ((inputs?: Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Age_Of_Empires_Ii_Definitive_EditionInputs = {};
