/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your live subscription is cancelled at once; no further payment is taken." |
* | "other" | "Your {count} live subscriptions are cancelled at once; no further payment is taken." |
*
* @param {Acct_Delete_LiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_live: ((inputs: Acct_Delete_LiveInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Delete_LiveInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Delete_LiveInputs = {
    count: NonNullable<unknown>;
};
