/**
* | output |
* | --- |
* | "Overwhelmingly positive: quirky survival that needs a team" |
*
* @param {Lt_Games_Review_Don_T_Starve_TogetherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_don_t_starve_together: ((inputs?: Lt_Games_Review_Don_T_Starve_TogetherInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Don_T_Starve_TogetherInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Don_T_Starve_TogetherInputs = {};
