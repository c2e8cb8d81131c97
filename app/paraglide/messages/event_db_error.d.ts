/**
* | output |
* | --- |
* | "Unable to load LAN parties from the database. Please try again in a few moments." |
*
* @param {Event_Db_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_db_error: ((inputs?: Event_Db_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Db_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Db_ErrorInputs = {};
