/**
* | output |
* | --- |
* | "Conflict of interest" |
*
* @param {Arv_Reason_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_conflict: ((inputs?: Arv_Reason_ConflictInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Reason_ConflictInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Reason_ConflictInputs = {};
