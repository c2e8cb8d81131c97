/**
* | output |
* | --- |
* | "Your RSVP has been removed. Nothing else is needed from you." |
*
* @param {Mail_Cancelled_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_removed: ((inputs?: Mail_Cancelled_RemovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_RemovedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancelled_RemovedInputs = {};
