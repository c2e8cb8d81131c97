/**
* | output |
* | --- |
* | "No billing account yet. Choose a plan first." |
*
* @param {Pay_Err_No_Billing_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_err_no_billing_account: ((inputs?: Pay_Err_No_Billing_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Err_No_Billing_AccountInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Err_No_Billing_AccountInputs = {};
