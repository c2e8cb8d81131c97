/**
* | output |
* | --- |
* | "This code expires in {expiry}. Never share it with anyone." |
*
* @param {Mail_Code_Expiry_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_expiry_note: ((inputs: Mail_Code_Expiry_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Code_Expiry_NoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Code_Expiry_NoteInputs = {
    expiry: NonNullable<unknown>;
};
