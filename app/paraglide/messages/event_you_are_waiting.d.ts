/**
* | output |
* | --- |
* | "You're on the waitlist. We'll e-mail you if a place comes free." |
*
* @param {Event_You_Are_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_you_are_waiting: ((inputs?: Event_You_Are_WaitingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_You_Are_WaitingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_You_Are_WaitingInputs = {};
