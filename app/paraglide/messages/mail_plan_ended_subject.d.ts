/**
* | output |
* | --- |
* | "{center} is off the map: its plan ended" |
*
* @param {Mail_Plan_Ended_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_subject: ((inputs: Mail_Plan_Ended_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Ended_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Ended_SubjectInputs = {
    center: NonNullable<unknown>;
};
