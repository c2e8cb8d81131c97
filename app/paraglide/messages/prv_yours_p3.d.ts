/**
* | output |
* | --- |
* | "What is kept: the payment provider keeps its invoices and payment records, as tax law requires; our record of a refunded duplicate payment keeps its amount a..." |
*
* @param {Prv_Yours_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p3: ((inputs?: Prv_Yours_P3Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Yours_P3Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Yours_P3Inputs = {};
