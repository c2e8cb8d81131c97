/**
* | output |
* | --- |
* | "Venue type" |
*
* @param {Own_Contacts_Venue_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_venue_type: ((inputs?: Own_Contacts_Venue_TypeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Contacts_Venue_TypeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Contacts_Venue_TypeInputs = {};
