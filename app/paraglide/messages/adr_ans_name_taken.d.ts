/**
* | output |
* | --- |
* | "Another organiser's community now has this name or one that looks the same. Nothing was changed; reject this change with a reason." |
*
* @param {Adr_Ans_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_name_taken: ((inputs?: Adr_Ans_Name_TakenInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Name_TakenInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Name_TakenInputs = {};
