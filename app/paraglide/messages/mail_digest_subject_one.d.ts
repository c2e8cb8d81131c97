/**
* | output |
* | --- |
* | "New event from the places you follow: {event}" |
*
* @param {Mail_Digest_Subject_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_subject_one: ((inputs: Mail_Digest_Subject_OneInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_Subject_OneInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Digest_Subject_OneInputs = {
    event: NonNullable<unknown>;
};
