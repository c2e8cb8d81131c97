/**
* | output |
* | --- |
* | "The password of your {product} account ({email}) was changed from the account's Security settings. Other devices were signed out." |
*
* @param {Mail_Password_Body_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_body_changed: ((inputs: Mail_Password_Body_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Body_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Password_Body_ChangedInputs = {
    product: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
