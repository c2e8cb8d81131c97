/**
* | output |
* | --- |
* | "Every message is kept until the mail server accepts it and retried after 1, 2, 4, … minutes, then hourly, for about a day. Messages the server refused are li..." |
*
* @param {Adm_Mail_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_intro: ((inputs?: Adm_Mail_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adm_Mail_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adm_Mail_IntroInputs = {};
