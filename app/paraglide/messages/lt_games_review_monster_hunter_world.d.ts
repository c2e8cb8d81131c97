/**
* | output |
* | --- |
* | "Very positive: team hunts against towering monsters" |
*
* @param {Lt_Games_Review_Monster_Hunter_WorldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_monster_hunter_world: ((inputs?: Lt_Games_Review_Monster_Hunter_WorldInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Monster_Hunter_WorldInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Monster_Hunter_WorldInputs = {};
