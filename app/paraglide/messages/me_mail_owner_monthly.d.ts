/**
* | output |
* | --- |
* | "Monthly summary for owners" |
*
* @param {Me_Mail_Owner_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_owner_monthly: ((inputs?: Me_Mail_Owner_MonthlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Mail_Owner_MonthlyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Mail_Owner_MonthlyInputs = {};
