/**
* | output |
* | --- |
* | "As long as your account exists. When you delete a venue its contact records are deleted with it. Billing records are kept as long as tax law requires." |
*
* @param {Prv_Keep_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_keep_p1: ((inputs?: Prv_Keep_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Keep_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Keep_P1Inputs = {};
