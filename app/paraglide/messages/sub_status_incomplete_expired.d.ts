/**
* | output |
* | --- |
* | "Incomplete Expired" |
*
* @param {Sub_Status_Incomplete_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_incomplete_expired: ((inputs?: Sub_Status_Incomplete_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sub_Status_Incomplete_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sub_Status_Incomplete_ExpiredInputs = {};
