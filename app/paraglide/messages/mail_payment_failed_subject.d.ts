/**
* | output |
* | --- |
* | "Payment failed for {center}: update your card" |
*
* @param {Mail_Payment_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_subject: ((inputs: Mail_Payment_Failed_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Payment_Failed_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Payment_Failed_SubjectInputs = {
    center: NonNullable<unknown>;
};
