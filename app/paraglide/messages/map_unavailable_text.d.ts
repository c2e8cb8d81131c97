/**
* | output |
* | --- |
* | "The interactive map could not be loaded. The list of LAN centers below has the same information. Please try reloading the page later." |
*
* @param {Map_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_unavailable_text: ((inputs?: Map_Unavailable_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Unavailable_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Unavailable_TextInputs = {};
