/**
* | output |
* | --- |
* | "This change was already rejected. Nothing was changed." |
*
* @param {Adr_Ans_Change_Rejected_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_rejected_before: ((inputs?: Adr_Ans_Change_Rejected_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Change_Rejected_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Change_Rejected_BeforeInputs = {};
