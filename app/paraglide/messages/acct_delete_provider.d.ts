/**
* | output |
* | --- |
* | "The payment provider keeps its records of past payments, as the law requires. What is kept and why is on the {link}." |
*
* @param {Acct_Delete_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_provider: ((inputs: Acct_Delete_ProviderInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acct_Delete_ProviderInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acct_Delete_ProviderInputs = {
    link: NonNullable<unknown>;
};
