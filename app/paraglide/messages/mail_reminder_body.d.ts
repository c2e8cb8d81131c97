/**
* | output |
* | --- |
* | "\"{event}\", which you are going to, starts within a day." |
*
* @param {Mail_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_body: ((inputs: Mail_Reminder_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_BodyInputs = {
    event: NonNullable<unknown>;
};
