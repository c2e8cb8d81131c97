/**
* | output |
* | --- |
* | "This LAN center has an active subscription. Cancel the subscription before deleting the center." |
*
* @param {Own_Err_Delete_BlockedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_err_delete_blocked: ((inputs?: Own_Err_Delete_BlockedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Own_Err_Delete_BlockedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Own_Err_Delete_BlockedInputs = {};
