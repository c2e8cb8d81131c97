/**
* | output |
* | --- |
* | "If you did not try to sign in, you can ignore this e-mail." |
*
* @param {Mail_Signin_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_signin_ignore: ((inputs?: Mail_Signin_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Signin_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Signin_IgnoreInputs = {};
