/**
* | output |
* | --- |
* | "Failed to reactivate subscription" |
*
* @param {Own_Sub_Err_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_resume: ((inputs?: Own_Sub_Err_ResumeInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Sub_Err_ResumeInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Sub_Err_ResumeInputs = {};
