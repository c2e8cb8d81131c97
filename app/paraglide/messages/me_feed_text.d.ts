/**
* | output |
* | --- |
* | "Subscribe once and the events you're going to appear in your calendar app (Google Calendar, Apple Calendar, Thunderbird), updated about every hour. Keep the ..." |
*
* @param {Me_Feed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_text: ((inputs?: Me_Feed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Feed_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Feed_TextInputs = {};
