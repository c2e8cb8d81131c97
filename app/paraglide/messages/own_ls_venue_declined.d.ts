/**
* | output |
* | --- |
* | "Live on the events page, but the owner of {venue} declined to list it there. Edit it to name another place." |
*
* @param {Own_Ls_Venue_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_venue_declined: ((inputs: Own_Ls_Venue_DeclinedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Ls_Venue_DeclinedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Ls_Venue_DeclinedInputs = {
    venue: NonNullable<unknown>;
};
