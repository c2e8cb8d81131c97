/**
* | output |
* | --- |
* | "Overwhelmingly positive: a hand-drawn world full of secrets" |
*
* @param {Lt_Games_Review_Hollow_KnightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_hollow_knight: ((inputs?: Lt_Games_Review_Hollow_KnightInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Hollow_KnightInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Hollow_KnightInputs = {};
