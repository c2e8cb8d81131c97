/**
* | output |
* | --- |
* | "You must be logged in to register a LAN center. Please create an account first." |
*
* @param {Reg_Not_Signed_In_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_not_signed_in_center: ((inputs?: Reg_Not_Signed_In_CenterInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Not_Signed_In_CenterInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Not_Signed_In_CenterInputs = {};
