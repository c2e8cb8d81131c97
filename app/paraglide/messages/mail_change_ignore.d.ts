/**
* | output |
* | --- |
* | "If you did not ask to change your e-mail address, you can ignore this e-mail." |
*
* @param {Mail_Change_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_change_ignore: ((inputs?: Mail_Change_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Change_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Change_IgnoreInputs = {};
