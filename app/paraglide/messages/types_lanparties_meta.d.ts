/**
* | output |
* | --- |
* | "Run your LAN party with a licensed PC game library, a local cache for fast installs and promotion to gamers on the network." |
*
* @param {Types_Lanparties_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_meta: ((inputs?: Types_Lanparties_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Lanparties_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Lanparties_MetaInputs = {};
