/**
* | output |
* | --- |
* | "Very positive: a vast open world plus busy online sessions" |
*
* @param {Lt_Games_Review_Grand_Theft_Auto_VInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_grand_theft_auto_v: ((inputs?: Lt_Games_Review_Grand_Theft_Auto_VInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Grand_Theft_Auto_VInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Grand_Theft_Auto_VInputs = {};
