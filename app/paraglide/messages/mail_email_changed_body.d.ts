/**
* | output |
* | --- |
* | "The e-mail address of your {product} account was changed from {oldEmail} to {newEmail}." |
*
* @param {Mail_Email_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_body: ((inputs: Mail_Email_Changed_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_BodyInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_BodyInputs = {
    product: NonNullable<unknown>;
    oldEmail: NonNullable<unknown>;
    newEmail: NonNullable<unknown>;
};
