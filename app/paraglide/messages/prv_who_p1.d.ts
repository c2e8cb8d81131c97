/**
* | output |
* | --- |
* | "LAN Center Network is a directory and membership service for LAN centers, gaming venues and LAN parties. This policy explains what personal data we handle an..." |
*
* @param {Prv_Who_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_who_p1: ((inputs?: Prv_Who_P1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prv_Who_P1Inputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Prv_Who_P1Inputs = {};
