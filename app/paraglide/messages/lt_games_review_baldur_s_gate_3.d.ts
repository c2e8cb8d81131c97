/**
* | output |
* | --- |
* | "Overwhelmingly positive: a choice-rich RPG with online co-op" |
*
* @param {Lt_Games_Review_Baldur_S_Gate_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_baldur_s_gate_3: ((inputs?: Lt_Games_Review_Baldur_S_Gate_3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Baldur_S_Gate_3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Baldur_S_Gate_3Inputs = {};
