/**
* | output |
* | --- |
* | "Your password has been changed and you have been signed out everywhere. Taking you to the sign-in page…" |
*
* @param {Auth_Newpw_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_done: ((inputs?: Auth_Newpw_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Newpw_DoneInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Newpw_DoneInputs = {};
