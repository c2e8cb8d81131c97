/**
* | output |
* | --- |
* | "A center's average rating, its number of reviews and the count per star are computed from published reviews only. Held and hidden reviews don't count." |
*
* @param {Pub_Rg_Ratings_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ratings_1: ((inputs?: Pub_Rg_Ratings_1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Ratings_1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Ratings_1Inputs = {};
