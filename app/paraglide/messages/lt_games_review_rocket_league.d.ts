/**
* | output |
* | --- |
* | "Widely loved: rocket-powered car soccer that is easy to pick up" |
*
* @param {Lt_Games_Review_Rocket_LeagueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_rocket_league: ((inputs?: Lt_Games_Review_Rocket_LeagueInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Rocket_LeagueInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Rocket_LeagueInputs = {};
