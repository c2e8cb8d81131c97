/**
* | output |
* | --- |
* | "The full PC café program: a licensed game library on every machine, and more." |
*
* @param {Plans_Subscription_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_subscription_summary: ((inputs?: Plans_Subscription_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Plans_Subscription_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Plans_Subscription_SummaryInputs = {};
