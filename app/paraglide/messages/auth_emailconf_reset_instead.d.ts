/**
* | output |
* | --- |
* | "Request Password Reset Instead" |
*
* @param {Auth_Emailconf_Reset_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_reset_instead: ((inputs?: Auth_Emailconf_Reset_InsteadInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Emailconf_Reset_InsteadInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Emailconf_Reset_InsteadInputs = {};
