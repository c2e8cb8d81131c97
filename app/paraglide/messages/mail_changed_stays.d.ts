/**
* | output |
* | --- |
* | "Your RSVP stays as it was. If you can no longer come, please cancel it on the event page." |
*
* @param {Mail_Changed_StaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changed_stays: ((inputs?: Mail_Changed_StaysInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_StaysInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changed_StaysInputs = {};
