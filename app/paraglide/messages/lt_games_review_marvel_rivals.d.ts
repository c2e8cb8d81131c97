/**
* | output |
* | --- |
* | "Mostly positive: fast hero team battles on changing maps" |
*
* @param {Lt_Games_Review_Marvel_RivalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_marvel_rivals: ((inputs?: Lt_Games_Review_Marvel_RivalsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Marvel_RivalsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Marvel_RivalsInputs = {};
