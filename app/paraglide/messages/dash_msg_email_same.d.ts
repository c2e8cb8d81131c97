/**
* | output |
* | --- |
* | "New email must be different from current email" |
*
* @param {Dash_Msg_Email_SameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_email_same: ((inputs?: Dash_Msg_Email_SameInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Msg_Email_SameInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Msg_Email_SameInputs = {};
