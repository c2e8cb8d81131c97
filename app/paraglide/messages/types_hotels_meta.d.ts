/**
* | output |
* | --- |
* | "Gaming for hotels: Connect, Premium and Game Arena tiers, a licensed PC game library and partnerships with hardware vendors." |
*
* @param {Types_Hotels_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_meta: ((inputs?: Types_Hotels_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Hotels_MetaInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Hotels_MetaInputs = {};
