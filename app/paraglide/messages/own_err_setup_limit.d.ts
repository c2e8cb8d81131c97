/**
* | output |
* | --- |
* | "You have sent 3 setup requests for this center today. Please try again tomorrow." |
*
* @param {Own_Err_Setup_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_setup_limit: ((inputs?: Own_Err_Setup_LimitInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Err_Setup_LimitInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Err_Setup_LimitInputs = {};
