/**
* | output |
* | --- |
* | "Spam and advertising, and reviews copied to several centers." |
*
* @param {Pub_Rg_Remove_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_1: ((inputs?: Pub_Rg_Remove_1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pub_Rg_Remove_1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pub_Rg_Remove_1Inputs = {};
