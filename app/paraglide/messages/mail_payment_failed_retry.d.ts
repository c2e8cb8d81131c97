/**
* | output |
* | --- |
* | "We will try again over the next few days. Update your card with Manage billing on your dashboard so that the listing stays on the map." |
*
* @param {Mail_Payment_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_retry: ((inputs?: Mail_Payment_Failed_RetryInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Payment_Failed_RetryInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Payment_Failed_RetryInputs = {};
