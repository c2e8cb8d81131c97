/**
* | output |
* | --- |
* | "This email confirmation link has expired or is invalid. Please try updating your email again." |
*
* @param {Auth_Err_Confirm_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_expired: ((inputs?: Auth_Err_Confirm_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Confirm_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Confirm_ExpiredInputs = {};
