/**
* | output |
* | --- |
* | "About 30 minutes for most venues. Our team contacts you within 1-2 business days of subscribing, helps you install the client on your machines and switches o..." |
*
* @param {Faq_A_Setup_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_setup_time: ((inputs?: Faq_A_Setup_TimeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Setup_TimeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Setup_TimeInputs = {};
