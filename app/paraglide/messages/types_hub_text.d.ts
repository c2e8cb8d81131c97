/**
* | output |
* | --- |
* | "Whatever kind of venue you run, the network brings a licensed game library to your machines, puts you on the map and connects you with other owners. Pick you..." |
*
* @param {Types_Hub_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hub_text: ((inputs?: Types_Hub_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Types_Hub_TextInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Types_Hub_TextInputs = {};
