/**
* | output |
* | --- |
* | "Map tiles could not be loaded right now (you may be offline), so a simple world map is shown. The markers and the list below still work." |
*
* @param {Map_Tiles_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_tiles_unavailable: ((inputs?: Map_Tiles_UnavailableInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Tiles_UnavailableInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Tiles_UnavailableInputs = {};
