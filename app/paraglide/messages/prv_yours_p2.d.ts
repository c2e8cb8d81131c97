/**
* | output |
* | --- |
* | "Deleting your account cancels any live subscription at once, deletes your customer record at our payment provider, and removes your sign-in, profile, session..." |
*
* @param {Prv_Yours_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p2: ((inputs?: Prv_Yours_P2Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Yours_P2Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Yours_P2Inputs = {};
