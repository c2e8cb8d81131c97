/**
* | output |
* | --- |
* | "How long does it take to set up the game library?" |
*
* @param {Faq_Q_Setup_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_setup_time: ((inputs?: Faq_Q_Setup_TimeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_Q_Setup_TimeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_Q_Setup_TimeInputs = {};
