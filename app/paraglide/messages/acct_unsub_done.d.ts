/**
* | output |
* | --- |
* | "You will no longer get e-mails of the kind {label}. Other e-mails are not affected." |
*
* @param {Acct_Unsub_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_done: ((inputs: Acct_Unsub_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Unsub_DoneInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Unsub_DoneInputs = {
    label: NonNullable<unknown>;
};
