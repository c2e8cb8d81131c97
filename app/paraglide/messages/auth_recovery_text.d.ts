/**
* | output |
* | --- |
* | "Links from older reset e-mails no longer work. Enter your e-mail address and we will send you a 6-digit code, valid for 1 hour, to choose a new password." |
*
* @param {Auth_Recovery_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_text: ((inputs?: Auth_Recovery_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Recovery_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Recovery_TextInputs = {};
