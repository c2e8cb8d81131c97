/**
* | output |
* | --- |
* | "privacy page" |
*
* @param {Acct_Delete_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_privacy_link: ((inputs?: Acct_Delete_Privacy_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Delete_Privacy_LinkInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Delete_Privacy_LinkInputs = {};
