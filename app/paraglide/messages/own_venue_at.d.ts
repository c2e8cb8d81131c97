/**
* | output |
* | --- |
* | "At {center} · {start} – {end}" |
*
* @param {Own_Venue_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venue_at: ((inputs: Own_Venue_AtInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Venue_AtInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Venue_AtInputs = {
    center: NonNullable<unknown>;
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
