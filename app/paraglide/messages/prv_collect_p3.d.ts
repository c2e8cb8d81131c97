/**
* | output |
* | --- |
* | "Billing data: our payment provider processes your card; we store only the card brand, the last four digits, the plan and the subscription status." |
*
* @param {Prv_Collect_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p3: ((inputs?: Prv_Collect_P3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Collect_P3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Collect_P3Inputs = {};
