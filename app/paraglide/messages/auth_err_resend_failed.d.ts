/**
* | output |
* | --- |
* | "Failed to resend code" |
*
* @param {Auth_Err_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_resend_failed: ((inputs?: Auth_Err_Resend_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Resend_FailedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Resend_FailedInputs = {};
