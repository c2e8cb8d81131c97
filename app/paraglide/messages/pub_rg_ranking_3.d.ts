/**
* | output |
* | --- |
* | "In this sort paid listings get no head start: centers are ordered by their weighted average only. Centers without published reviews follow, in the directory'..." |
*
* @param {Pub_Rg_Ranking_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_3: ((inputs?: Pub_Rg_Ranking_3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Ranking_3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Ranking_3Inputs = {};
