/**
* | output |
* | --- |
* | "The weighted average is (10 × 4.0 + the sum of the center's stars) ÷ (10 + its number of reviews): every center starts as if it had 10 reviews at 4.0 stars, ..." |
*
* @param {Pub_Rg_Ranking_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_2: ((inputs?: Pub_Rg_Ranking_2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Ranking_2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Ranking_2Inputs = {};
