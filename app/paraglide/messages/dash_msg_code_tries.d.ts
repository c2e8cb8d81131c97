/**
* | output |
* | --- |
* | "Too many incorrect attempts. Please request a new code." |
*
* @param {Dash_Msg_Code_TriesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_tries: ((inputs?: Dash_Msg_Code_TriesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Msg_Code_TriesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Msg_Code_TriesInputs = {};
