/**
* | output |
* | --- |
* | "Overwhelmingly positive: inventive two-player co-op" |
*
* @param {Lt_Games_Review_It_Takes_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_it_takes_two: ((inputs?: Lt_Games_Review_It_Takes_TwoInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_It_Takes_TwoInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_It_Takes_TwoInputs = {};
