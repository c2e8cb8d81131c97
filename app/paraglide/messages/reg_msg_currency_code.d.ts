/**
* | output |
* | --- |
* | "Currency must be a 3-letter ISO 4217 code such as EUR" |
*
* @param {Reg_Msg_Currency_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_currency_code: ((inputs?: Reg_Msg_Currency_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reg_Msg_Currency_CodeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reg_Msg_Currency_CodeInputs = {};
