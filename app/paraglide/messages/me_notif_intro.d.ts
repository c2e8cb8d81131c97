/**
* | output |
* | --- |
* | "Choose which e-mails you get. E-mails about your account, such as sign-in codes, are always sent." |
*
* @param {Me_Notif_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_intro: ((inputs?: Me_Notif_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Notif_IntroInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Notif_IntroInputs = {};
