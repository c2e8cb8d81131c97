/**
* | output |
* | --- |
* | "Overwhelmingly positive: a tense, polished horror remake" |
*
* @param {Lt_Games_Review_Resident_Evil_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_resident_evil_4: ((inputs?: Lt_Games_Review_Resident_Evil_4Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Resident_Evil_4Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Resident_Evil_4Inputs = {};
