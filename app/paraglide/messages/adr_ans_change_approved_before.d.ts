/**
* | output |
* | --- |
* | "This change was already approved. Nothing was changed." |
*
* @param {Adr_Ans_Change_Approved_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_approved_before: ((inputs?: Adr_Ans_Change_Approved_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Change_Approved_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Change_Approved_BeforeInputs = {};
