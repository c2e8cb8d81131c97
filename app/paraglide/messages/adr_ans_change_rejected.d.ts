/**
* | output |
* | --- |
* | "Changes to \"{name}\" rejected." |
*
* @param {Adr_Ans_Change_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_rejected: ((inputs: Adr_Ans_Change_RejectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Change_RejectedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Change_RejectedInputs = {
    name: NonNullable<unknown>;
};
