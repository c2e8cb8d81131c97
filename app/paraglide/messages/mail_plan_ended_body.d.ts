/**
* | output |
* | --- |
* | "The plan of {center} has ended, so the listing is no longer shown on the map." |
*
* @param {Mail_Plan_Ended_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_body: ((inputs: Mail_Plan_Ended_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Ended_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Ended_BodyInputs = {
    center: NonNullable<unknown>;
};
