/**
* | output |
* | --- |
* | "You can fill in the form now, but you need an account to register a LAN party. What you type is kept in this browser until you come back." |
*
* @param {Reg_Account_Required_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_account_required_party: ((inputs?: Reg_Account_Required_PartyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Account_Required_PartyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Account_Required_PartyInputs = {};
