/**
* | output |
* | --- |
* | "{count} new events from the places you follow" |
*
* @param {Mail_Digest_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_subject_many: ((inputs: Mail_Digest_Subject_ManyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Digest_Subject_ManyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Digest_Subject_ManyInputs = {
    count: NonNullable<unknown>;
};
