/**
* | output |
* | --- |
* | "{name}'s complimentary listing was revoked." |
*
* @param {Adl_Ans_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_revoked: ((inputs: Adl_Ans_RevokedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adl_Ans_RevokedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adl_Ans_RevokedInputs = {
    name: NonNullable<unknown>;
};
