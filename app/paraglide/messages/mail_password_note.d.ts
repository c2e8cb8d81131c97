/**
* | output |
* | --- |
* | "If you made this change, there is nothing to do. If you did not, reset your password at once and write to {supportEmail}." |
*
* @param {Mail_Password_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_note: ((inputs: Mail_Password_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_NoteInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Password_NoteInputs = {
    supportEmail: NonNullable<unknown>;
};
