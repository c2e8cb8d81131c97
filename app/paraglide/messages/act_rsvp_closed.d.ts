/**
* | output |
* | --- |
* | "RSVPs are closed: this event has started." |
*
* @param {Act_Rsvp_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_rsvp_closed: ((inputs?: Act_Rsvp_ClosedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Act_Rsvp_ClosedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Act_Rsvp_ClosedInputs = {};
