/**
* | output |
* | --- |
* | "Very positive: several campaigns plus classic multiplayer" |
*
* @param {Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_halo_the_master_chief_collection: ((inputs?: Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Games_Review_Halo_The_Master_Chief_CollectionInputs = {};
