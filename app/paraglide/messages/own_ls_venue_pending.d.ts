/**
* | output |
* | --- |
* | "Live on the events page. Waiting for the owner of {venue} to list it on their page." |
*
* @param {Own_Ls_Venue_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_venue_pending: ((inputs: Own_Ls_Venue_PendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Ls_Venue_PendingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Ls_Venue_PendingInputs = {
    venue: NonNullable<unknown>;
};
