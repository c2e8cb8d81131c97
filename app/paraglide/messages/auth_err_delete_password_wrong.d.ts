/**
* | output |
* | --- |
* | "That password is incorrect. Your account was not deleted." |
*
* @param {Auth_Err_Delete_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_delete_password_wrong: ((inputs?: Auth_Err_Delete_Password_WrongInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Delete_Password_WrongInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Delete_Password_WrongInputs = {};
