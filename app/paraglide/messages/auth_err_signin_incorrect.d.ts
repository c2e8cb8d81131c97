/**
* | output |
* | --- |
* | "Incorrect email or password. Please check your credentials and try again." |
*
* @param {Auth_Err_Signin_IncorrectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_signin_incorrect: ((inputs?: Auth_Err_Signin_IncorrectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Signin_IncorrectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Signin_IncorrectInputs = {};
