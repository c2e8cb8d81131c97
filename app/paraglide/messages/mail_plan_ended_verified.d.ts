/**
* | output |
* | --- |
* | "It keeps its verified status: choose a plan and it is back on the map as soon as the payment goes through." |
*
* @param {Mail_Plan_Ended_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_verified: ((inputs?: Mail_Plan_Ended_VerifiedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Ended_VerifiedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Ended_VerifiedInputs = {};
