/**
* | output |
* | --- |
* | "There are two monthly plans. A Verified Listing costs 10 USD per month and puts your center on the map and the gamer platform. The LAN Center Subscription co..." |
*
* @param {Faq_A_Plans_And_PricesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_plans_and_prices: ((inputs?: Faq_A_Plans_And_PricesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Faq_A_Plans_And_PricesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Faq_A_Plans_And_PricesInputs = {};
