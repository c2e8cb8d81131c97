/**
* | output |
* | --- |
* | "Mostly positive: asymmetric horror that rewards teamwork" |
*
* @param {Lt_Games_Review_Dead_By_DaylightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dead_by_daylight: ((inputs?: Lt_Games_Review_Dead_By_DaylightInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Dead_By_DaylightInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Dead_By_DaylightInputs = {};
