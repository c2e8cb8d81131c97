/**
* | output |
* | --- |
* | "You can edit your review to follow the review guidelines; a moderator can then restore it." |
*
* @param {Mail_Review_Hidden_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_edit: ((inputs?: Mail_Review_Hidden_EditInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Review_Hidden_EditInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Review_Hidden_EditInputs = {};
