/**
* | output |
* | --- |
* | "Shown on the map" |
*
* @param {Ins_Metric_Map_AppearanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_map_appearance: ((inputs?: Ins_Metric_Map_AppearanceInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ins_Metric_Map_AppearanceInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ins_Metric_Map_AppearanceInputs = {};
