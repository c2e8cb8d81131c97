/**
* | output |
* | --- |
* | "LAN centers, game arenas, game cafés, colleges, schools, libraries, hotels and coffee shops can all join, and so can organizers of LAN parties. If people gat..." |
*
* @param {Faq_A_Who_Can_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_who_can_join: ((inputs?: Faq_A_Who_Can_JoinInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Who_Can_JoinInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Who_Can_JoinInputs = {};
