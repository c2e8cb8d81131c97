/**
* | output |
* | --- |
* | "Overwhelmingly positive: co-op ghost hunting full of tension" |
*
* @param {Lt_Games_Review_PhasmophobiaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_phasmophobia: ((inputs?: Lt_Games_Review_PhasmophobiaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_PhasmophobiaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_PhasmophobiaInputs = {};
