/**
* | output |
* | --- |
* | "Off-topic" |
*
* @param {Arv_Reason_Off_TopicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_off_topic: ((inputs?: Arv_Reason_Off_TopicInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Reason_Off_TopicInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Reason_Off_TopicInputs = {};
