/**
* | output |
* | --- |
* | "Rate the center from 1 to 5 stars, and if you like, its equipment, network and staff on their own." |
*
* @param {Pub_Rg_Good_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_2: ((inputs?: Pub_Rg_Good_2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Good_2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Good_2Inputs = {};
