/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Signup_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_have_account: ((inputs?: Auth_Signup_Have_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signup_Have_AccountInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signup_Have_AccountInputs = {};
