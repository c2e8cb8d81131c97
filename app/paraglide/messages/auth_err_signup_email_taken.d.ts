/**
* | output |
* | --- |
* | "Cannot create account - this email address is already in use. Please use a different email or sign in to your existing account." |
*
* @param {Auth_Err_Signup_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signup_email_taken: ((inputs?: Auth_Err_Signup_Email_TakenInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Signup_Email_TakenInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Signup_Email_TakenInputs = {};
