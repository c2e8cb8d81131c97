/**
* | output |
* | --- |
* | "The start and end are on this zone's clock. A party at a LAN center or with coordinates uses the zone of that place." |
*
* @param {Reg_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_time_zone_hint: ((inputs?: Reg_Time_Zone_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Time_Zone_HintInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Time_Zone_HintInputs = {};
