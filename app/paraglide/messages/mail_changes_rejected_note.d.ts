/**
* | output |
* | --- |
* | "The public listing keeps its last approved details. You can edit it again from your dashboard." |
*
* @param {Mail_Changes_Rejected_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_rejected_note: ((inputs?: Mail_Changes_Rejected_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changes_Rejected_NoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changes_Rejected_NoteInputs = {};
