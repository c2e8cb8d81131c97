/**
* | output |
* | --- |
* | "Every center is reviewed by our team before it appears on the map. After you register and choose a plan we check the details you gave us, and we e-mail you a..." |
*
* @param {Faq_A_Map_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_map_review: ((inputs?: Faq_A_Map_ReviewInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Map_ReviewInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Map_ReviewInputs = {};
