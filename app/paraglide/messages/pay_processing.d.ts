/**
* | output |
* | --- |
* | "Your payment is being processed. Your subscription will appear on your dashboard in a few moments." |
*
* @param {Pay_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_processing: ((inputs?: Pay_ProcessingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_ProcessingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_ProcessingInputs = {};
