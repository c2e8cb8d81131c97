/**
* | output |
* | --- |
* | "No undelivered mail. Every message was accepted by the mail server." |
*
* @param {Adm_Mail_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_none: ((inputs?: Adm_Mail_NoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adm_Mail_NoneInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adm_Mail_NoneInputs = {};
