/**
* | output |
* | --- |
* | "Sign In Instead" |
*
* @param {Auth_Signup_Sign_In_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_sign_in_instead: ((inputs?: Auth_Signup_Sign_In_InsteadInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signup_Sign_In_InsteadInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signup_Sign_In_InsteadInputs = {};
