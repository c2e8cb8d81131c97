/**
* | output |
* | --- |
* | "Mixed: the battle royale that started the wave, still busy" |
*
* @param {Lt_Games_Review_Pubg_BattlegroundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_pubg_battlegrounds: ((inputs?: Lt_Games_Review_Pubg_BattlegroundsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Pubg_BattlegroundsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Pubg_BattlegroundsInputs = {};
