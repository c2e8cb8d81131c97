/**
* | output |
* | --- |
* | "We will send a 6-digit code to the new address. The code expires in 1 hour." |
*
* @param {Dash_New_Email_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_new_email_hint: ((inputs?: Dash_New_Email_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_New_Email_HintInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_New_Email_HintInputs = {};
