/**
* | output |
* | --- |
* | "Overwhelmingly positive: deep city building with endless mods" |
*
* @param {Lt_Games_Review_Cities_SkylinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_cities_skylines: ((inputs?: Lt_Games_Review_Cities_SkylinesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Cities_SkylinesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Cities_SkylinesInputs = {};
