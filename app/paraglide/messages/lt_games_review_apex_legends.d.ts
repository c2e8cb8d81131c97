/**
* | output |
* | --- |
* | "Mixed: fast squad battle royale with fluid movement" |
*
* @param {Lt_Games_Review_Apex_LegendsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_apex_legends: ((inputs?: Lt_Games_Review_Apex_LegendsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Apex_LegendsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Apex_LegendsInputs = {};
