/**
* | output |
* | --- |
* | "\"{name}\" is not verified (it is in the queue), perhaps by another admin. Nothing was changed." |
*
* @param {Adr_Ans_In_QueueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_in_queue: ((inputs: Adr_Ans_In_QueueInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_In_QueueInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_In_QueueInputs = {
    name: NonNullable<unknown>;
};
