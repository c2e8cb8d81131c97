/**
* | output |
* | --- |
* | "New reviews of my centers and replies to my reviews" |
*
* @param {Me_Mail_Review_NoticesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_review_notices: ((inputs?: Me_Mail_Review_NoticesInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Me_Mail_Review_NoticesInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Me_Mail_Review_NoticesInputs = {};
