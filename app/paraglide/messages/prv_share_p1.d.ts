/**
* | output |
* | --- |
* | "Service providers acting on our behalf: hosting, e-mail delivery and payment processing. They may use the data only to provide their service to us." |
*
* @param {Prv_Share_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_share_p1: ((inputs?: Prv_Share_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Share_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Share_P1Inputs = {};
