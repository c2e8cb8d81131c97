/**
* | output |
* | --- |
* | "Retrying" |
*
* @param {Adm_Mail_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_status_pending: ((inputs?: Adm_Mail_Status_PendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Adm_Mail_Status_PendingInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adm_Mail_Status_PendingInputs = {};
