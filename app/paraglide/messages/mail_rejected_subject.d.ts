/**
* | output |
* | --- |
* | "Your {kind} \"{name}\" was not approved" |
*
* @param {Mail_Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_subject: ((inputs: Mail_Rejected_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Rejected_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Rejected_SubjectInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
