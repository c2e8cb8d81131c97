/**
* | output |
* | --- |
* | "The owner withdrew this change. Nothing was changed." |
*
* @param {Adr_Ans_Change_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_withdrawn: ((inputs?: Adr_Ans_Change_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Change_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Change_WithdrawnInputs = {};
