/**
* | output |
* | --- |
* | "This review is hidden. Use Restore to show it again." |
*
* @param {Arv_Err_Publish_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_publish_hidden: ((inputs?: Arv_Err_Publish_HiddenInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Arv_Err_Publish_HiddenInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Arv_Err_Publish_HiddenInputs = {};
