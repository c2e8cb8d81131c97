/**
* | output |
* | --- |
* | "Organizing a LAN party? Join LAN Center Network for a licensed game library, fast local installs and promotion to gamers." |
*
* @param {Landing_Lp_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_meta: ((inputs?: Landing_Lp_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Lp_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Lp_MetaInputs = {};
