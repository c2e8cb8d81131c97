/**
* | output |
* | --- |
* | "You have not RSVPed to this event." |
*
* @param {Act_Rsvp_Not_RsvpedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_rsvp_not_rsvped: ((inputs?: Act_Rsvp_Not_RsvpedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Act_Rsvp_Not_RsvpedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Act_Rsvp_Not_RsvpedInputs = {};
