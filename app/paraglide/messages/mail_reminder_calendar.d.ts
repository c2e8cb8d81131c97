/**
* | output |
* | --- |
* | "Add it to your calendar: {calendarLink}. If you can no longer come, please cancel your RSVP on the event page so the next person gets your seat." |
*
* @param {Mail_Reminder_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_calendar: ((inputs: Mail_Reminder_CalendarInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_CalendarInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_CalendarInputs = {
    calendarLink: NonNullable<unknown>;
};
