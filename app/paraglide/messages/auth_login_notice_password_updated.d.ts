/**
* | output |
* | --- |
* | "Your password has been updated. Please sign in with your new password." |
*
* @param {Auth_Login_Notice_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_notice_password_updated: ((inputs?: Auth_Login_Notice_Password_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_Notice_Password_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_Notice_Password_UpdatedInputs = {};
