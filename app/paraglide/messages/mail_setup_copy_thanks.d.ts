/**
* | output |
* | --- |
* | "Thank you! We received your Steam PC Cafe setup request and our team will contact you within 1-2 business days." |
*
* @param {Mail_Setup_Copy_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_thanks: ((inputs?: Mail_Setup_Copy_ThanksInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Setup_Copy_ThanksInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Setup_Copy_ThanksInputs = {};
