/**
* | output |
* | --- |
* | "Google Calendar: Other calendars, From URL, paste the link. Apple Calendar: File, New Calendar Subscription. Thunderbird: New Calendar, On the Network." |
*
* @param {Me_Feed_HowtoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_howto: ((inputs?: Me_Feed_HowtoInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Feed_HowtoInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Feed_HowtoInputs = {};
