/**
* | output |
* | --- |
* | "Yes. Plans are billed monthly and you manage them from your dashboard. If you cancel, your plan stays active until the end of the current billing period. Que..." |
*
* @param {Faq_A_Change_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_change_or_cancel: ((inputs?: Faq_A_Change_Or_CancelInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Change_Or_CancelInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Change_Or_CancelInputs = {};
