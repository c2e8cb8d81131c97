/**
* | output |
* | --- |
* | "Host tournaments and club nights, list them on the gamer platform and join showcase events with game studios. New games arrive bi-weekly." |
*
* @param {Lt_Colleges_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_colleges_s1_p0: ((inputs?: Lt_Colleges_S1_P0Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lt_Colleges_S1_P0Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lt_Colleges_S1_P0Inputs = {};
