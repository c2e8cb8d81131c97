/**
* | output |
* | --- |
* | "Use a different email" |
*
* @param {Auth_Reset_Code_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_other_email: ((inputs?: Auth_Reset_Code_Other_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Code_Other_EmailInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Code_Other_EmailInputs = {};
