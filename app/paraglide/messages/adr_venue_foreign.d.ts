/**
* | output |
* | --- |
* | "Venue belongs to another owner: {center} — {consent}" |
*
* @param {Adr_Venue_ForeignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_venue_foreign: ((inputs: Adr_Venue_ForeignInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Venue_ForeignInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Venue_ForeignInputs = {
    center: NonNullable<unknown>;
    consent: NonNullable<unknown>;
};
