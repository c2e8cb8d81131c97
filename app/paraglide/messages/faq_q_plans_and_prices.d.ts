/**
* | output |
* | --- |
* | "How much does membership cost?" |
*
* @param {Faq_Q_Plans_And_PricesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_plans_and_prices: ((inputs?: Faq_Q_Plans_And_PricesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_Q_Plans_And_PricesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_Q_Plans_And_PricesInputs = {};
