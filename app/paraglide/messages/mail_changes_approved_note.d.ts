/**
* | output |
* | --- |
* | "Gamers on LAN Center Network now see the new details." |
*
* @param {Mail_Changes_Approved_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_note: ((inputs?: Mail_Changes_Approved_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changes_Approved_NoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changes_Approved_NoteInputs = {};
