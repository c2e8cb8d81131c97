/**
* | output |
* | --- |
* | "Changes to events I'm going to" |
*
* @param {Me_Mail_Event_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_event_changes: ((inputs?: Me_Mail_Event_ChangesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Mail_Event_ChangesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Mail_Event_ChangesInputs = {};
