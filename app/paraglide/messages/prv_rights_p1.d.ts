/**
* | output |
* | --- |
* | "You may ask for a copy of your data, its correction or its deletion, and object to its use. Write to us at the address below and we answer within 30 days." |
*
* @param {Prv_Rights_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_rights_p1: ((inputs?: Prv_Rights_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Rights_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Rights_P1Inputs = {};
