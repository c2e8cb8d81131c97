/**
* | output |
* | --- |
* | "Too many reset attempts. Please wait a few minutes before trying again." |
*
* @param {Auth_Err_Reset_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_reset_too_many: ((inputs?: Auth_Err_Reset_Too_ManyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Reset_Too_ManyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Reset_Too_ManyInputs = {};
