/**
* | output |
* | --- |
* | "Overwhelmingly positive: factory building that rewards planning" |
*
* @param {Lt_Games_Review_SatisfactoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_satisfactory: ((inputs?: Lt_Games_Review_SatisfactoryInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_SatisfactoryInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_SatisfactoryInputs = {};
