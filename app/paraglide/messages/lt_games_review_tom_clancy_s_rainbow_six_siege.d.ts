/**
* | output |
* | --- |
* | "Very positive: tactical rounds built on destructible walls" |
*
* @param {Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_tom_clancy_s_rainbow_six_siege: ((inputs?: Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Tom_Clancy_S_Rainbow_Six_SiegeInputs = {};
