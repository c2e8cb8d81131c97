/**
* | output |
* | --- |
* | "Please enter your password to confirm." |
*
* @param {Auth_Err_Delete_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_delete_password_empty: ((inputs?: Auth_Err_Delete_Password_EmptyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Delete_Password_EmptyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Delete_Password_EmptyInputs = {};
