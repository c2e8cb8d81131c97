/**
* | output |
* | --- |
* | "Too many incorrect attempts. Please request a new code." |
*
* @param {Auth_Err_Code_Too_Many_TriesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_code_too_many_tries: ((inputs?: Auth_Err_Code_Too_Many_TriesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Code_Too_Many_TriesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Code_Too_Many_TriesInputs = {};
