/**
* | output |
* | --- |
* | "Taking you to your dashboard in 5 seconds." |
*
* @param {Auth_Email_Updated_CountdownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_countdown: ((inputs?: Auth_Email_Updated_CountdownInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Updated_CountdownInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_Updated_CountdownInputs = {};
