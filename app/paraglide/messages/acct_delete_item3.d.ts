/**
* | output |
* | --- |
* | "the events you are going to, the centers you follow and your mail settings;" |
*
* @param {Acct_Delete_Item3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_item3: ((inputs?: Acct_Delete_Item3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Delete_Item3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Delete_Item3Inputs = {};
