/**
* | output |
* | --- |
* | ", {count} on the waitlist" |
*
* @param {Event_On_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_on_waitlist: ((inputs: Event_On_WaitlistInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_On_WaitlistInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_On_WaitlistInputs = {
    count: NonNullable<unknown>;
};
