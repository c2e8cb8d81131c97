/**
* | output |
* | --- |
* | "Unknown subscription action." |
*
* @param {Own_Sub_Err_IntentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_intent: ((inputs?: Own_Sub_Err_IntentInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Sub_Err_IntentInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Sub_Err_IntentInputs = {};
