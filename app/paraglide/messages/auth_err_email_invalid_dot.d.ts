/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Auth_Err_Email_Invalid_DotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_email_invalid_dot: ((inputs?: Auth_Err_Email_Invalid_DotInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Email_Invalid_DotInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Email_Invalid_DotInputs = {};
