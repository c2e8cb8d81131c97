/**
* | output |
* | --- |
* | "\"{name}\" is already verified, perhaps by another admin. Nothing was changed." |
*
* @param {Adr_Ans_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_already_verified: ((inputs: Adr_Ans_Already_VerifiedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adr_Ans_Already_VerifiedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adr_Ans_Already_VerifiedInputs = {
    name: NonNullable<unknown>;
};
