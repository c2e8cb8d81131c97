/**
* | output |
* | --- |
* | "Your changes to {kind} \"{name}\" are approved" |
*
* @param {Mail_Changes_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_subject: ((inputs: Mail_Changes_Approved_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changes_Approved_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changes_Approved_SubjectInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
