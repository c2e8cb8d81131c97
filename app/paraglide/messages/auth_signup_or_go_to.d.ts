/**
* | output |
* | --- |
* | "or go to" |
*
* @param {Auth_Signup_Or_Go_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_or_go_to: ((inputs?: Auth_Signup_Or_Go_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signup_Or_Go_ToInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signup_Or_Go_ToInputs = {};
