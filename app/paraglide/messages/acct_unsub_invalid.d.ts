/**
* | output |
* | --- |
* | "This unsubscribe link is not valid or has expired. Sign in to choose which e-mails you get." |
*
* @param {Acct_Unsub_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_invalid: ((inputs?: Acct_Unsub_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Unsub_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Unsub_InvalidInputs = {};
