/**
* | output |
* | --- |
* | "Location not found or you do not have permission to edit it." |
*
* @param {Own_Err_Center_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_center_not_found: ((inputs?: Own_Err_Center_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Err_Center_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Err_Center_Not_FoundInputs = {};
