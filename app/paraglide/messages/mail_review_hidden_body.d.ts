/**
* | output |
* | --- |
* | "Our moderators hid your review of \"{center}\". It no longer shows on the center's page." |
*
* @param {Mail_Review_Hidden_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_body: ((inputs: Mail_Review_Hidden_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Review_Hidden_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Review_Hidden_BodyInputs = {
    center: NonNullable<unknown>;
};
