/**
* | output |
* | --- |
* | "Thank you! Our team will review and verify your LAN party before it appears publicly; its page at {path} shows once it is verified. Taking you to your dashbo..." |
*
* @param {Reg_Party_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_thanks: ((inputs: Reg_Party_ThanksInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Party_ThanksInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Party_ThanksInputs = {
    path: NonNullable<unknown>;
};
