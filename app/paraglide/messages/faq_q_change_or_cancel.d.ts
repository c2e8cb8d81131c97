/**
* | output |
* | --- |
* | "Can I change or cancel my plan later?" |
*
* @param {Faq_Q_Change_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_change_or_cancel: ((inputs?: Faq_Q_Change_Or_CancelInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_Q_Change_Or_CancelInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_Q_Change_Or_CancelInputs = {};
