/**
* | output |
* | --- |
* | "Stop e-mails of the kind {label} to the account this e-mail was sent to? You do not need to sign in. Other e-mails are not affected, and you can switch it on..." |
*
* @param {Acct_Unsub_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_ask: ((inputs: Acct_Unsub_AskInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Unsub_AskInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Unsub_AskInputs = {
    label: NonNullable<unknown>;
};
