/**
* | output |
* | --- |
* | "Your {kind} \"{name}\" is verified" |
*
* @param {Mail_Verified_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_subject: ((inputs: Mail_Verified_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verified_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verified_SubjectInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
