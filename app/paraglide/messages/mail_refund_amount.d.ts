/**
* | output |
* | --- |
* | "We canceled the second subscription and refunded its payment of {amount} in full. Depending on your bank, the refund shows on your statement within 5 to 10 b..." |
*
* @param {Mail_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_amount: ((inputs: Mail_Refund_AmountInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_AmountInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_AmountInputs = {
    amount: NonNullable<unknown>;
};
