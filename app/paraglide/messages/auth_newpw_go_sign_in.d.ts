/**
* | output |
* | --- |
* | "Go to Sign In" |
*
* @param {Auth_Newpw_Go_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_go_sign_in: ((inputs?: Auth_Newpw_Go_Sign_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Newpw_Go_Sign_InInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Newpw_Go_Sign_InInputs = {};
