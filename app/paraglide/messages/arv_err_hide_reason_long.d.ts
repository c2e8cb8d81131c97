/**
* | output |
* | --- |
* | "Keep the reason to 500 characters or fewer." |
*
* @param {Arv_Err_Hide_Reason_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_hide_reason_long: ((inputs?: Arv_Err_Hide_Reason_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Err_Hide_Reason_LongInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Err_Hide_Reason_LongInputs = {};
