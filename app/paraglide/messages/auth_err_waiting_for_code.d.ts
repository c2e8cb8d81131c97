/**
* | output |
* | --- |
* | "This address is waiting for its code. Send a new code to finish creating your account." |
*
* @param {Auth_Err_Waiting_For_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_waiting_for_code: ((inputs?: Auth_Err_Waiting_For_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Err_Waiting_For_CodeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Err_Waiting_For_CodeInputs = {};
