/**
* | output |
* | --- |
* | "Opening ranges overlap the previous day's hours" |
*
* @param {Reg_Msg_Hours_Overlap_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_overlap_previous: ((inputs?: Reg_Msg_Hours_Overlap_PreviousInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Hours_Overlap_PreviousInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Hours_Overlap_PreviousInputs = {};
