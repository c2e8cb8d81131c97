/**
* | output |
* | --- |
* | "Technical data: server logs with the requested page, time and IP address, kept for security for up to 30 days. We use only cookies needed to keep you signed in." |
*
* @param {Prv_Collect_P4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p4: ((inputs?: Prv_Collect_P4Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Collect_P4Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Collect_P4Inputs = {};
