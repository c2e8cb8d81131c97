/**
* | output |
* | --- |
* | "The place search is unavailable right now. Type the coordinates instead." |
*
* @param {Own_Pick_Unavailable_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_unavailable_long: ((inputs?: Own_Pick_Unavailable_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Pick_Unavailable_LongInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Pick_Unavailable_LongInputs = {};
