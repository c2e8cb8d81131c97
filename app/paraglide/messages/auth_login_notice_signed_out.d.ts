/**
* | output |
* | --- |
* | "You have been signed out." |
*
* @param {Auth_Login_Notice_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_notice_signed_out: ((inputs?: Auth_Login_Notice_Signed_OutInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_Notice_Signed_OutInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_Notice_Signed_OutInputs = {};
