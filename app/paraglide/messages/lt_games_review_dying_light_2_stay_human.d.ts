/**
* | output |
* | --- |
* | "Very positive: parkour-driven zombie action with co-op" |
*
* @param {Lt_Games_Review_Dying_Light_2_Stay_HumanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_dying_light_2_stay_human: ((inputs?: Lt_Games_Review_Dying_Light_2_Stay_HumanInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Dying_Light_2_Stay_HumanInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Dying_Light_2_Stay_HumanInputs = {};
