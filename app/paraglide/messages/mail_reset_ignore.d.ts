/**
* | output |
* | --- |
* | "If you did not ask to reset your password, you can ignore this e-mail; your password stays the same." |
*
* @param {Mail_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reset_ignore: ((inputs?: Mail_Reset_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_IgnoreInputs = {};
