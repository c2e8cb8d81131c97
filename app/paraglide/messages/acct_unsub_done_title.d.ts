/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Acct_Unsub_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_done_title: ((inputs?: Acct_Unsub_Done_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Unsub_Done_TitleInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Unsub_Done_TitleInputs = {};
