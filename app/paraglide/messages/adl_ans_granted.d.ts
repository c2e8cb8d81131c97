/**
* | output |
* | --- |
* | "{name} now has a complimentary listing." |
*
* @param {Adl_Ans_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_granted: ((inputs: Adl_Ans_GrantedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adl_Ans_GrantedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adl_Ans_GrantedInputs = {
    name: NonNullable<unknown>;
};
