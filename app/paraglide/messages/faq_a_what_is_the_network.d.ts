/**
* | output |
* | --- |
* | "LAN Center Network connects gaming venues around the world. We list centers on a map that gamers use to find places to play, and we run a PC café program tha..." |
*
* @param {Faq_A_What_Is_The_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_what_is_the_network: ((inputs?: Faq_A_What_Is_The_NetworkInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_What_Is_The_NetworkInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_What_Is_The_NetworkInputs = {};
