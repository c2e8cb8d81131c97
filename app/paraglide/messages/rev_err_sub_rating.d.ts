/**
* | output |
* | --- |
* | "Choose 1 to 5 stars, or leave it empty." |
*
* @param {Rev_Err_Sub_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_sub_rating: ((inputs?: Rev_Err_Sub_RatingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rev_Err_Sub_RatingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rev_Err_Sub_RatingInputs = {};
