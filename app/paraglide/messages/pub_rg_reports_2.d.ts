/**
* | output |
* | --- |
* | "A moderator can publish a held review, hide a review (the author is e-mailed the reason) or restore it. Each decision is recorded with who made it and when." |
*
* @param {Pub_Rg_Reports_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports_2: ((inputs?: Pub_Rg_Reports_2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Reports_2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Reports_2Inputs = {};
