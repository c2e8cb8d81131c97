/**
* | output |
* | --- |
* | "New code sent! Check your email." |
*
* @param {Auth_Err_Resend_Sent_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_sent_short: ((inputs?: Auth_Err_Resend_Sent_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Resend_Sent_ShortInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Resend_Sent_ShortInputs = {};
