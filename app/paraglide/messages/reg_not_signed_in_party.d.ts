/**
* | output |
* | --- |
* | "You must be logged in to register a LAN party. Please create an account first." |
*
* @param {Reg_Not_Signed_In_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_not_signed_in_party: ((inputs?: Reg_Not_Signed_In_PartyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Not_Signed_In_PartyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Not_Signed_In_PartyInputs = {};
