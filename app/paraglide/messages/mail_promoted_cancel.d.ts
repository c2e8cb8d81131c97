/**
* | output |
* | --- |
* | "If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat." |
*
* @param {Mail_Promoted_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_promoted_cancel: ((inputs?: Mail_Promoted_CancelInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Promoted_CancelInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Promoted_CancelInputs = {};
