/**
* | output |
* | --- |
* | "Sorting LAN centers by rating uses a weighted (Bayesian) average, so that a center with one 5-star review does not rank above a center with 200 reviews avera..." |
*
* @param {Pub_Rg_Ranking_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_1: ((inputs?: Pub_Rg_Ranking_1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Ranking_1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Ranking_1Inputs = {};
