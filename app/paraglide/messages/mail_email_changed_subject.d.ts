/**
* | output |
* | --- |
* | "Your {product} e-mail address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject: ((inputs: Mail_Email_Changed_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_SubjectInputs = {
    product: NonNullable<unknown>;
};
