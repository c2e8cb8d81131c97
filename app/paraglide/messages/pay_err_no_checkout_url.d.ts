/**
* | output |
* | --- |
* | "No checkout URL received" |
*
* @param {Pay_Err_No_Checkout_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_no_checkout_url: ((inputs?: Pay_Err_No_Checkout_UrlInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Err_No_Checkout_UrlInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Err_No_Checkout_UrlInputs = {};
