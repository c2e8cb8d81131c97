/**
* | output |
* | --- |
* | "Give the reason the author will read." |
*
* @param {Arv_Err_Hide_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_hide_reason: ((inputs?: Arv_Err_Hide_ReasonInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Err_Hide_ReasonInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Err_Hide_ReasonInputs = {};
