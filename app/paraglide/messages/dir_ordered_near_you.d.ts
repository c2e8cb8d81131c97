/**
* | output |
* | --- |
* | "Ordered by distance from your location." |
*
* @param {Dir_Ordered_Near_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_ordered_near_you: ((inputs?: Dir_Ordered_Near_YouInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dir_Ordered_Near_YouInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dir_Ordered_Near_YouInputs = {};
