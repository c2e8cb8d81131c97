/**
* | output |
* | --- |
* | "Hugely popular: team strategy at the heart of esports" |
*
* @param {Lt_Games_Review_League_Of_LegendsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_league_of_legends: ((inputs?: Lt_Games_Review_League_Of_LegendsInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_League_Of_LegendsInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_League_Of_LegendsInputs = {};
