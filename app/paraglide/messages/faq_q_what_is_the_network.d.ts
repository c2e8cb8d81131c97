/**
* | output |
* | --- |
* | "What is LAN Center Network?" |
*
* @param {Faq_Q_What_Is_The_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_what_is_the_network: ((inputs?: Faq_Q_What_Is_The_NetworkInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_Q_What_Is_The_NetworkInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_Q_What_Is_The_NetworkInputs = {};
