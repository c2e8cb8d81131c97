/**
* | output |
* | --- |
* | "The map needs JavaScript, which is turned off in this browser. Every LAN center is in the list below." |
*
* @param {Map_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_needs_javascript: ((inputs?: Map_Needs_JavascriptInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Needs_JavascriptInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Needs_JavascriptInputs = {};
