/**
* | output |
* | --- |
* | "Failed to start checkout process." |
*
* @param {Pay_Err_Checkout_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_checkout_unavailable: ((inputs?: Pay_Err_Checkout_UnavailableInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Err_Checkout_UnavailableInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Err_Checkout_UnavailableInputs = {};
