/**
* | output |
* | --- |
* | "Unpaid" |
*
* @param {Sub_Status_UnpaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_unpaid: ((inputs?: Sub_Status_UnpaidInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sub_Status_UnpaidInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sub_Status_UnpaidInputs = {};
