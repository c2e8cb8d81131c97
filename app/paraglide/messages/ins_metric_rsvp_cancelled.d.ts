/**
* | output |
* | --- |
* | "RSVPs cancelled" |
*
* @param {Ins_Metric_Rsvp_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_rsvp_cancelled: ((inputs?: Ins_Metric_Rsvp_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ins_Metric_Rsvp_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ins_Metric_Rsvp_CancelledInputs = {};
