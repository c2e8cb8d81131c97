/**
* | output |
* | --- |
* | "Overwhelmingly positive: funny, frightening co-op scavenging" |
*
* @param {Lt_Games_Review_Lethal_CompanyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_lethal_company: ((inputs?: Lt_Games_Review_Lethal_CompanyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Lethal_CompanyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Lethal_CompanyInputs = {};
